import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useClients } from '../api/apps-api';
import { ClientRow } from './client-row';
import { RegisterAppForm } from './register-app-form';

/** Anyone signed in can register an app; it waits for Covey's review. */
export function DeveloperApps({ userId }: { userId: string }) {
  const clients = useClients(`owner = "${userId.replace(/[^A-Za-z0-9]/g, '')}"`, `own:${userId}`);
  const [open, setOpen] = useState(false);
  const items = clients.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="developer-apps-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="developer-apps-title">
          Apps you develop
        </Title>
        <Text size="sm" c="gray.7">
          Register an app so people can connect it to their Covey information with OAuth2. New apps show as unverified
          until Covey reviews them.
        </Text>
        <QueryState
          isPending={clients.isPending}
          errorMessage={clients.isError ? 'Your apps could not be loaded. Try again.' : null}
          onRetry={() => void clients.refetch()}
        >
          {items.length ? (
            <Stack gap="sm" component="ul" aria-label="Your apps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
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
            Register an app
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
