import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { scopeWords } from '../../../lib/oauth-scope-words';
import { useGrants, type GrantItem } from '../api/apps-api';
import { useDisconnectApp } from '../api/use-disconnect-app';
import { useT } from '../../../i18n/use-t';

const nameOf = (g: GrantItem) => g.client.name;

/** Apps the person allowed, with their permissions; Disconnect ends their access at once. */
export function ConnectedApps({ userId }: { userId: string }) {
  const t = useT();
  const grants = useGrants(userId);
  const disconnect = useDisconnectApp();
  const [revoking, setRevoking] = useState<GrantItem | null>(null);
  const confirm = () => {
    if (!revoking) return;
    disconnect.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        disconnect.reset();
      },
    });
  };
  const items = grants.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="connected-apps-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="connected-apps-title">
          {t('apps.connected.title')}
        </Title>
        <QueryState
          isPending={grants.isPending}
          errorMessage={grants.isError ? t('apps.connected.loadFailed') : null}
          onRetry={() => void grants.refetch()}
          loadingLabel={t('apps.connected.loading')}
        >
          {items.length === 0 ? (
            <Text c="gray.7">{t('apps.connected.none')}</Text>
          ) : (
            <Stack
              gap="sm"
              component="ul"
              aria-label={t('apps.connected.title')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {items.map((g) => {
                const about = g.member.self
                  ? t('apps.connected.aboutYou')
                  : t('apps.connected.aboutName', { name: g.member.name || t('apps.connected.someone') });
                return (
                  <Paper key={g.id} withBorder p="sm" radius="md" component="li" aria-label={nameOf(g)}>
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Text fw={600}>{nameOf(g)}</Text>
                        <Button
                          size="xs"
                          color="red.8"
                          variant="outline"
                          onClick={() => setRevoking(g)}
                          aria-label={t('apps.connected.disconnectNamed', { name: nameOf(g) })}
                        >
                          {t('apps.connected.disconnect')}
                        </Button>
                      </Group>
                      <Text size="sm">{about}</Text>
                      <Group gap={6} wrap="wrap">
                        {g.scopes.map((s) => (
                          <Badge key={s} variant="outline" color="dark" style={{ textTransform: 'none' }}>
                            {scopeWords(s)}
                          </Badge>
                        ))}
                      </Group>
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={revoking ? t('apps.connected.askNamed', { name: nameOf(revoking) }) : t('apps.connected.ask')}
      >
        <Stack gap="md">
          <Text>{t('apps.connected.warning')}</Text>
          {disconnect.isError ? (
            <Alert color="red" role="alert">
              {t('apps.connected.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('apps.cancel')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={disconnect.isPending}>
              {t('apps.connected.disconnectApp')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
