import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApiKeyRecord } from '../api/api-keys-api';
import { keyStatus } from '../lib/key-status';
import { scopeLabel } from '../lib/scope-labels';
import { formatDay as day } from '../../../lib/format-date';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';

const STATUS_COLOR = { active: 'teal.9', revoked: 'red.9', expired: 'gray.8' } as const;

function statusWord(status: 'active' | 'revoked' | 'expired'): MessageId {
  return status === 'active' ? 'apikeys.status.active' : status === 'revoked' ? 'apikeys.status.revoked' : 'apikeys.status.expired';
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** One card per key: name, prefix, permissions, dates; rename and revoke while it works. */
export function KeyList({
  keys,
  onRename,
  onRevoke,
}: {
  keys: ApiKeyRecord[];
  onRename: (k: ApiKeyRecord) => void;
  onRevoke: (k: ApiKeyRecord) => void;
}) {
  const t = useT();
  return (
    <Stack gap="sm" component="ul" aria-label={t('nav.apiKeys')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {keys.map((k) => {
        const status = keyStatus(k);
        return (
          <Paper key={k.id} withBorder p="md" radius="md" component="li" aria-label={k.name}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{k.name}</Text>
                  <Code aria-label={t('apikeys.prefix', { prefix: k.prefix })}>{k.prefix}…</Code>
                  <Badge color={STATUS_COLOR[status]} variant="filled">
                    {t(statusWord(status))}
                  </Badge>
                </Group>
                {status === 'active' ? (
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => onRename(k)} aria-label={t('apikeys.renameNamed', { name: k.name })}>
                      {t('apikeys.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => onRevoke(k)}
                      aria-label={t('apikeys.revokeNamed', { name: k.name })}
                    >
                      {t('apikeys.revoke')}
                    </Button>
                  </Group>
                ) : null}
              </Group>
              <Group gap={6} wrap="wrap" aria-label={t('apikeys.permissions')}>
                {k.scopes.map((s) => (
                  <Badge key={s} variant="outline" color="gray" style={{ textTransform: 'none' }}>
                    {scopeLabel(s)}
                  </Badge>
                ))}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Fact label={t('apikeys.fact.created')} value={day(k.created)} />
                <Fact label={t('apikeys.fact.lastUsed')} value={k.last_used ? day(k.last_used) : t('apikeys.never')} />
                <Fact label={t('apikeys.fact.expires')} value={k.expires ? day(k.expires) : t('apikeys.never')} />
                <Fact label={t('apikeys.fact.lastUsedFrom')} value={k.last_ip || '—'} />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
