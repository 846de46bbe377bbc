import { Text } from '@mantine/core';

/** Form-level error message (a plain alert line keeps the sign-in screens light). */
export function FormError({ message }: { message: string | null }) {
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
    </Text>
  );
}
