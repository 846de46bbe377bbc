import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ErrorLink } from '../../../lib/api-errors';

/** Form-level error message with links to the next step (a plain alert keeps the sign-in screens light). */
export function FormError({ message, links = [] }: { message: string | null; links?: readonly ErrorLink[] }) {
  if (!message) return null;
  return (
    <Stack
      role="alert"
      gap={4}
      bg="red.0"
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-red-3)' }}
    >
      <Text c="red.9" fw={500}>
        {message}
      </Text>
      {links.length > 0 ? (
        <Group gap="md">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="red.9" fw={700} td="underline">
              {link.label}
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
