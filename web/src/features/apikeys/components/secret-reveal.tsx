import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

/** The new key, shown once, with a copy button. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('apikeys.secret.once')}>
        {t('apikeys.secret.store')}
      </Alert>
      <Stack gap={4}>
        <Text fw={600} id="new-key-label">
          {t('apikeys.secret.label')}
        </Text>
        <Code block aria-labelledby="new-key-label" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
      </Stack>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined}>
            {copied ? t('apikeys.copied') : t('apikeys.secret.copy')}
          </Button>
        )}
      </CopyButton>
      <Button variant="default" onClick={onDone}>
        {t('apikeys.done')}
      </Button>
    </Stack>
  );
}
