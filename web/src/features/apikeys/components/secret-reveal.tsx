import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The new key, shown once, with a copy button. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="You won't see this again">
        Copy the key now and store it somewhere safe, such as your HR system&apos;s secret settings. Covey keeps only a
        fingerprint of it.
      </Alert>
      <Stack gap={4}>
        <Text fw={600} id="new-key-label">
          Your new API key
        </Text>
        <Code block aria-labelledby="new-key-label" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
      </Stack>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
        )}
      </CopyButton>
      <Button variant="default" onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
