import { Badge, Button, Code, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ClientRecord } from '../api/apps-api';
import { useCreateClientSecret } from '../api/use-create-client-secret';

export const STATUS = { pending_review: 'Waiting for review', approved: 'Approved', suspended: 'Suspended' } as const;

/** One app the person registered: its client ID, and for a confidential app a new secret on request. */
export function ClientRow({ client }: { client: ClientRecord }) {
  const create = useCreateClientSecret();
  const secret = create.data?.client_secret ?? null;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={client.name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{client.name}</Text>
          <Badge variant="outline" color="dark">
            {STATUS[client.status] ?? client.status}
          </Badge>
        </Group>
        <Text size="sm">
          Client ID: <Code>{client.client_id}</Code>
        </Text>
        {client.type === 'confidential' ? (
          secret ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Client secret — you won&apos;t see this again
              </Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                {secret}
              </Code>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? 'Copied' : 'Copy secret'}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          ) : (
            <Button size="xs" variant="default" onClick={() => create.mutate(client.id)} w="fit-content">
              Create a new client secret
            </Button>
          )
        ) : (
          <Text size="sm" c="gray.7">
            Public app: uses PKCE (S256), no secret.
          </Text>
        )}
        {create.isError ? (
          <Text size="sm" c="red.8" role="alert">
            A secret could not be created. Try again in a moment.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
