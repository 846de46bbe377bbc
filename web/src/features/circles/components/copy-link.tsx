import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

/** the one-time invitation link, readable and copyable (shown once after sending or resending) */
export function CopyLink({ link, note }: { link: string; note?: string }) {
  return (
    <Stack gap={6}>
      {note ? <Text size="sm">{note}</Text> : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label="Invitation link" value={link} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} variant={copied ? 'light' : 'filled'} aria-live="polite">
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
