import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { scopeWords } from '../../../lib/oauth-scope-words';
import { useGrants, type GrantItem } from '../api/apps-api';
import { useDisconnectApp } from '../api/use-disconnect-app';

const nameOf = (g: GrantItem) => g.client.name;

/** Apps the person allowed, with their permissions; Disconnect ends their access at once. */
export function ConnectedApps({ userId }: { userId: string }) {
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
          Connected apps
        </Title>
        <QueryState
          isPending={grants.isPending}
          errorMessage={grants.isError ? 'Your connected apps could not be loaded. Try again in a moment.' : null}
          onRetry={() => void grants.refetch()}
          loadingLabel="Loading connected apps"
        >
          {items.length === 0 ? (
            <Text c="gray.7">No apps are connected to your Covey account.</Text>
          ) : (
            <Stack
              gap="sm"
              component="ul"
              aria-label="Connected apps"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {items.map((g) => {
                const whose = g.member.self ? 'you' : g.member.name || 'someone you manage';
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
                          aria-label={`Disconnect ${nameOf(g)}`}
                        >
                          Disconnect
                        </Button>
                      </Group>
                      <Text size="sm">Information about {whose}. It can:</Text>
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
        title={`Disconnect ${revoking ? nameOf(revoking) : 'app'}?`}
      >
        <Stack gap="md">
          <Text>The app loses access to your Covey information at once. You can connect it again later.</Text>
          {disconnect.isError ? (
            <Alert color="red" role="alert">
              Covey could not disconnect the app. Check your connection and try again.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button color="red.8" onClick={confirm} loading={disconnect.isPending}>
              Disconnect app
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
