import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** A round icon-only link (lighter than ActionIcon, which pulls loaders into the first load). */
export function IconLink({
  to,
  label,
  replace,
  describedBy,
  children,
}: {
  to: string;
  label: string;
  replace?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      replace={replace}
      aria-label={label}
      aria-describedby={describedBy}
      className="covey-icon-link"
    >
      {children}
    </UnstyledButton>
  );
}
