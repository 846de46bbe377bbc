import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../../../testing/fetch-stub';
import { InviteForm } from './invite-form';

function renderForm() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <InviteForm employer="emp1234567890ab" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('InviteForm (roster: Invite an employee)', () => {
  it('keeps every typed character (the page used to crash reading the event inside a deferred state update, #30)', async () => {
    const { calls } = stubFetch({ 'POST /api/roster/invite': () => [200, { member: { id: 'm1' }, invite: { id: 'i1' }, mail: 'sent', link: 'https://covey.test/signup?invite=t' }] });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Employee name/ }), 'Riley Park');
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'riley@acme.test');
    await user.type(screen.getByRole('textbox', { name: 'Employee ID' }), 'E-42');
    expect(screen.getByRole('textbox', { name: /Employee name/ })).toHaveValue('Riley Park');
    expect(screen.getByRole('textbox', { name: /Work email/ })).toHaveValue('riley@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We emailed an invitation to riley@acme.test.');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      employer: 'emp1234567890ab',
      name: 'Riley Park',
      email: 'riley@acme.test',
      employee_id: 'E-42',
    });
    // the form is empty again for the next employee
    expect(screen.getByRole('textbox', { name: /Employee name/ })).toHaveValue('');
  });

  it('with mail off says nothing was emailed and offers the link to copy (it used to say "Invitation sent", #29)', async () => {
    stubFetch({ 'POST /api/roster/invite': () => [200, { member: { id: 'm1' }, invite: { id: 'i1' }, mail: 'not_configured', link: 'https://covey.test/signup?invite=abc' }] });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Employee name/ }), 'Riley Park');
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'riley@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Email is not set up on this Covey server, so nothing was emailed to riley@acme.test.');
    expect(status).not.toHaveTextContent(/sent|emailed an/i);
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue('https://covey.test/signup?invite=abc');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('says what is missing in the product\'s words and sends nothing', async () => {
    const { calls } = stubFetch({});
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter the employee\'s name.')).toBeVisible();
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
