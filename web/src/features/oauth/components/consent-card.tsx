import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { fileUrl, type AuthorizeCheck } from '../api/oauth-api';
import { scopeWords } from '../../../lib/oauth-scope-words';
import { safeHref } from '../../../lib/safe-href';

/** The app, what it asks for in plain words, whose information, and Allow / Deny. */
export function ConsentCard({
  check,
  busy,
  error,
  onDecide,
}: {
  check: AuthorizeCheck;
  busy: boolean;
  error: string | null;
  onDecide: (decision: 'allow' | 'deny', member: string) => void;
}) {
  const { client, people } = check;
  // a homepage that is no http(s) link is not shown at all
  const homepage = safeHref(client.homepage);
  const [member, setMember] = useState(people[0]?.id ?? '');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={fileUrl(client.logo) || null} alt={`${client.name} logo`} size={56} radius="md" color="indigo">
            {client.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Connect {client.name} to Covey
            </Title>
            <Text size="sm" c="gray.7">
              By {client.developer}
              {homepage ? (
                <>
                  {' · '}
                  <Anchor href={homepage} target="_blank" rel="noopener noreferrer" underline="always">
                    {client.homepage.replace(/^https?:\/\//, '')}
                  </Anchor>
                </>
              ) : null}
            </Text>
            {client.verified ? (
              <Badge
                color="teal.9"
                variant="filled"
                leftSection={<IconShieldCheck size={12} aria-hidden />}
                w="fit-content"
              >
                Reviewed by Covey
              </Badge>
            ) : (
              <Badge color="dark" variant="outline" w="fit-content">
                Unverified
              </Badge>
            )}
          </Stack>
        </Group>
        {client.description ? <Text>{client.description}</Text> : null}
        {!client.verified ? (
          <Text size="sm">
            <strong>Covey has not reviewed this app yet.</strong> Only continue if you trust {client.developer}.
          </Text>
        ) : null}
        <Stack gap="xs">
          <Text fw={600} id="scope-title">
            {client.name} will be able to:
          </Text>
          <List aria-labelledby="scope-title" spacing={4}>
            {check.scopes.map((s) => (
              <List.Item key={s}>{scopeWords(s)}</List.Item>
            ))}
          </List>
        </Stack>
        {people.length === 0 ? (
          <Alert color="gray" title="Nothing to share from this account">
            Apps connect to a member&apos;s own information. This account has none, so you can only deny this request.
          </Alert>
        ) : people.length > 1 ? (
          <Radio.Group label="Whose information?" value={member} onChange={setMember}>
            <Stack gap={6} mt={6}>
              {people.map((p) => (
                <Radio key={p.id} value={p.id} label={p.self ? `Mine (${p.name})` : `${p.name} (someone you manage)`} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text>
            <strong>Whose information:</strong> yours
          </Text>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group grow>
          <Button variant="default" onClick={() => onDecide('deny', member)} disabled={busy}>
            Deny
          </Button>
          <Button onClick={() => onDecide('allow', member)} loading={busy} disabled={people.length === 0}>
            Allow
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          You can disconnect {client.name} at any time from your account settings.
        </Text>
      </Stack>
    </Paper>
  );
}
