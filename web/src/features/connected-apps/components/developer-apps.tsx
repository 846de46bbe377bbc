import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useClients } from '../api/apps-api';
import { ClientRow } from './client-row';
import { RegisterAppForm } from './register-app-form';
import { useT } from '../../../i18n/use-t';

/** Anyone signed in can register an app; it waits for Covey's review. */
export function DeveloperApps({ userId }: { userId: string }) {
  const clients = useClients(`owner = "${userId.replace(/[^A-Za-z0-9]/g, '')}"`, `own:${userId}`);
  const t = useT();
  const [open, setOpen] = useState(false);
  const items = clients.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="developer-apps-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="developer-apps-title">
          {t('apps.dev.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('apps.dev.intro')}
        </Text>
        <QueryState
          isPending={clients.isPending}
          errorMessage={clients.isError ? t('apps.dev.loadFailed') : null}
          onRetry={() => void clients.refetch()}
        >
          {items.length ? (
            <Stack gap="sm" component="ul" aria-label={t('apps.dev.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((c) => (
                <ClientRow key={c.id} client={c} />
              ))}
            </Stack>
          ) : null}
        </QueryState>
        {open ? (
          <RegisterAppForm userId={userId} onDone={() => setOpen(false)} />
        ) : (
          <Button variant="light" onClick={() => setOpen(true)} w="fit-content">
            {t('apps.register')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
