import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useClients, type ClientRecord } from '../api/apps-api';
import { useSetAppStatus } from '../api/use-set-app-status';
import { statusWord } from './client-row';
import { useT } from '../../../i18n/use-t';

/** Superusers: every registered app, approve or suspend. */
export function AppReview() {
  const t = useT();
  const clients = useClients('', 'all');
  const setStatus = useSetAppStatus();
  const set = (c: ClientRecord, status: ClientRecord['status']) => setStatus.mutate({ id: c.id, status });
  const items = clients.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="app-review-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="app-review-title">
          {t('apps.review.title')}
        </Title>
        {setStatus.isError ? (
          <Text c="red.8" role="alert">
            {t('apps.review.failed')}
          </Text>
        ) : null}
        <QueryState
          isPending={clients.isPending}
          errorMessage={clients.isError ? t('apps.review.loadFailed') : null}
          onRetry={() => void clients.refetch()}
        >
          {items.length === 0 ? <Text c="gray.7">{t('apps.review.none')}</Text> : null}
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('apps.review.list')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((c) => (
              <Paper key={c.id} withBorder p="sm" radius="md" component="li" aria-label={c.name}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{c.name}</Text>
                    <Text size="sm" c="gray.7">
                      {c.homepage || t('apps.review.noHomepage')} · {t('apps.type', { type: c.type })}
                    </Text>
                    <Badge variant="outline" color="dark" w="fit-content">
                      {statusWord(c.status)}
                    </Badge>
                  </Stack>
                  <Group gap="xs">
                    {c.status !== 'approved' ? (
                      <Button size="xs" onClick={() => set(c, 'approved')} aria-label={t('apps.review.approveNamed', { name: c.name })}>
                        {t('apps.review.approve')}
                      </Button>
                    ) : null}
                    {c.status !== 'suspended' ? (
                      <Button
                        size="xs"
                        color="red.8"
                        variant="outline"
                        onClick={() => set(c, 'suspended')}
                        aria-label={t('apps.review.suspendNamed', { name: c.name })}
                      >
                        {t('apps.review.suspend')}
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </QueryState>
      </Stack>
    </Paper>
  );
}
