import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, MantineProvider, Radio, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { focusFirstInvalid } from './focus-first-invalid';

function LongForm({ onSave }: { onSave: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { kind: '', name: '', email: '' },
    validate: {
      email: (v) => (v ? null : 'Enter your email.'),
      kind: (v) => (v ? null : 'Choose what happened.'),
      name: (v) => (v ? null : 'Enter your name.'),
    },
  });
  return (
    <form onSubmit={form.onSubmit(onSave, focusFirstInvalid(form))} noValidate>
      <Radio.Group label="What happened?" {...form.getInputProps('kind')}>
        <Radio value="bill" label="A bill looks wrong" />
        <Radio value="claim" label="A claim was denied" />
      </Radio.Group>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('focusFirstInvalid (#29)', () => {
  it('focuses the first invalid field in page order and shows each error under its field', () => {
    let saved = 0;
    render(
      <MantineProvider>
        <LongForm onSave={() => (saved += 1)} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(saved).toBe(0);
    // the radio group comes first on the page (its rule is not the first one declared)
    expect(screen.getByRole('radio', { name: 'A bill looks wrong' })).toHaveFocus();
    expect(screen.getByText('Choose what happened.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your email.');

    fireEvent.click(screen.getByRole('radio', { name: 'A claim was denied' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
