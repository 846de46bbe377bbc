import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ErrorLink } from '../../../lib/api-errors-core';

/** Form-level error message with links to the next step (a plain alert line keeps the sign-in screens light). */
export function FormError({ message, links = [] }: { message: string | null; links?: readonly ErrorLink[] }) {
  if (!message) return null;
  return (
    <Text
      role="alert"
      c="red.9"
      bg="red.0"
      p="sm"
      fw={500}
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-red-3)' }}
    >
      {message}
      {links.map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          c="red.9"
          fw={700}
          td="underline"
          ml="md"
          display="inline-block"
        >
          {link.label}
        </Anchor>
      ))}
    </Text>
  );
}
