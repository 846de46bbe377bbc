import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch } from '../testing/fetch-stub';
import { useMailConfigured } from '../lib/mail-status';
import { MailSetupNotice } from './mail-setup-notice';

function Notice() {
  return <MailSetupNotice configured={useMailConfigured().data?.configured} />;
}

function renderNotice() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={qc}>
        <p>page</p>
        <Notice />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MailSetupNotice', () => {
  it('tells operators mail is not set up, and how to set it', async () => {
    stubFetch({ 'GET /api/mail/status': () => [200, { configured: false }] });
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Mail is not set up');
    expect(notice).toHaveTextContent('send the mail server');
    expect(notice).not.toHaveTextContent('/_/'); // Covey has no admin dashboard there
    expect(notice).toHaveTextContent('PATCH /api/settings');
  });

  it('shows nothing when mail works', async () => {
    const { calls } = stubFetch({ 'GET /api/mail/status': () => [200, { configured: true }] });
    renderNotice();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await screen.findByText('page');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
