import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ConsentCard } from './consent-card';
import type { AuthorizeCheck } from '../api/oauth-api';

const check = (homepage: string): AuthorizeCheck => ({
  client: { id: 'c1', name: 'Pill Pal', homepage, description: '', developer: 'Dev', logo: '', verified: false },
  scopes: ['profile'],
  redirect_uri: 'https://pillpal.example/cb',
  state: 's',
  people: [{ id: 'p1', name: 'Me', self: true }],
  skip_consent: false,
  member: '',
});

const show = (homepage: string) =>
  render(
    <MantineProvider>
      <ConsentCard check={check(homepage)} busy={false} error={null} onDecide={() => undefined} />
    </MantineProvider>,
  );

describe('ConsentCard homepage link', () => {
  it('links an http(s) homepage', () => {
    show('https://pillpal.example');
    expect(screen.getByRole('link', { name: 'pillpal.example' })).toHaveAttribute('href', 'https://pillpal.example');
  });

  it('shows no link for a javascript: homepage (decision 0032)', () => {
    const { container } = show("javascript:'@pillpal.example/';alert(document.cookie)");
    expect(container.querySelector('a[href^="javascript" i]')).toBeNull();
    expect(screen.queryByText(/alert/)).toBeNull();
  });
});
