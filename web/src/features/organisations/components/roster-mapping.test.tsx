import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { RosterColumns } from '../api/org-actions';
import { initialMapping, needsMapping, RosterMappingForm, validateMapping } from './roster-mapping';

const COLUMNS: RosterColumns = {
  headers: ['Given Name', 'Surname', 'E-mail Address', 'Staff No'],
  recognised: ['first_name', 'last_name', 'email', null],
  sample: [
    ['Ana', 'Lee', 'ana@acme.test', 'S-1'],
    ['Bo', 'Ray', 'bo@acme.test', 'S-2'],
  ],
};

function renderForm(onSubmit = vi.fn(), columns = COLUMNS) {
  render(
    <MantineProvider>
      <RosterMappingForm columns={columns} busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />
    </MantineProvider>,
  );
  return onSubmit;
}

describe('RosterMappingForm (roster import: columns matched by hand, #30)', () => {
  it('pre-selects the recognised columns, previews the first rows as read, and sends the chosen mapping', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('form', { name: "Match the file's columns" })).toBeInTheDocument();
    expect(screen.getByText(/did not recognise the column "Staff No"/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'First name' })).toHaveValue('Given Name');
    expect(screen.getByRole('combobox', { name: 'Last name' })).toHaveValue('Surname');
    expect(screen.getByRole('combobox', { name: /^Email/ })).toHaveValue('E-mail Address');
    expect(screen.getByRole('combobox', { name: 'Employee ID' })).toHaveValue('');
    expect(screen.queryByRole('columnheader', { name: 'Employee ID' })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Employee ID' }), 'Staff No');
    // the preview shows the staff numbers under Employee ID now
    expect(screen.getByRole('columnheader', { name: 'Employee ID' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'S-2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Given Name', last_name: 'Surname', email: 'E-mail Address', employee_id: 'Staff No' });
  });

  it('refuses a mapping without an email or a name, or with one column for two fields, with a sentence on the field', async () => {
    const onSubmit = renderForm(vi.fn(), { headers: ['Who', 'Contact'], recognised: [null, null], sample: [['Ana Lee', 'ana@acme.test']] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(screen.getByText('Choose the column with the work email.')).toBeInTheDocument();
    expect(screen.getByText('Choose the column with the full name, or the first and last name columns.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Full name (one column)' }), 'Who');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Email/ }), 'Who');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(screen.getByText('"Who" is already chosen for full name (one column).')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Email/ }), 'Contact');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Who', email: 'Contact' });
  });
});

describe('mapping helpers', () => {
  it('asks for a mapping only when some header was not recognised', () => {
    expect(needsMapping(COLUMNS)).toBe(true);
    expect(needsMapping({ ...COLUMNS, recognised: ['first_name', 'last_name', 'email', 'employee_id'] })).toBe(false);
    expect(needsMapping({ headers: [], recognised: [], sample: [] })).toBe(false);
    expect(needsMapping(undefined)).toBe(false);
  });

  it('starts from the admin\'s last choice when there is one', () => {
    expect(initialMapping(COLUMNS, { email: 'Staff No' })).toMatchObject({ email: 'Staff No', first_name: '' });
    expect(validateMapping(initialMapping(COLUMNS))).toEqual({});
  });
});
