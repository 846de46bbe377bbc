import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { MemberLanguageBadge } from './member-language';

const show = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('member language badge', () => {
  it('names the language for the counselor, with an accessible name', () => {
    show(<MemberLanguageBadge language="es" />);
    expect(screen.getByText('Spanish')).toBeInTheDocument();
    expect(screen.getByLabelText('Language: Spanish')).toBeInTheDocument();
  });
  it('the caseload leaves English and unknown rows quiet; member 360 shows English too', () => {
    show(
      <>
        <MemberLanguageBadge language="en" />
        <MemberLanguageBadge language="" />
        <MemberLanguageBadge />
      </>,
    );
    expect(screen.queryAllByLabelText(/^Language:/)).toHaveLength(0);
    show(<MemberLanguageBadge language="en" always />);
    expect(screen.getByText('English')).toBeInTheDocument();
  });
});
