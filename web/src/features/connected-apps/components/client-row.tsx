import { Badge, Button, Code, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ClientRecord } from '../api/apps-api';
import { useCreateClientSecret } from '../api/use-create-client-secret';
import { useT } from '../../../i18n/use-t';
import { t as translate } from '../../../i18n/i18n';
import { SLOT, splitAtSlots } from '../../../lib/split-at-slots';

/** an app's review state in words */
export function statusWord(status: string): string {
  if (status === 'pending_review') return translate('apps.status.pending');
  if (status === 'approved') return translate('apps.status.approved');
  if (status === 'suspended') return translate('apps.status.suspended');
  return status;
}

/** One app the person registered: its client ID, and for a confidential app a new secret on request. */
export function ClientRow({ client }: { client: ClientRecord }) {
  const t = useT();
  const create = useCreateClientSecret();
  const secret = create.data?.client_secret ?? null;
  const [idBefore, idAfter] = splitAtSlots(t('apps.clientId', { id: SLOT }));
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={client.name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{client.name}</Text>
          <Badge variant="outline" color="dark">
            {statusWord(client.status)}
          </Badge>
        </Group>
        <Text size="sm">
          {idBefore}
          <Code>{client.client_id}</Code>
          {idAfter}
        </Text>
        {client.type === 'confidential' ? (
          secret ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('apps.secret.once')}
              </Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {secret}
              </Code>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? t('apps.copied') : t('apps.secret.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          ) : (
            <Button size="xs" variant="default" onClick={() => create.mutate(client.id)} w="fit-content">
              {t('apps.secret.create')}
            </Button>
          )
        ) : (
          <Text size="sm" c="gray.7">
            {t('apps.publicApp')}
          </Text>
        )}
        {create.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('apps.secret.failed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
