import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { errorStatus, fieldErrors } from '../../../lib/api-errors';
import { OAUTH_SCOPES, scopeWords } from '../../../lib/oauth-scope-words';
import { appKeys, newClientSecret, registerClient, useClients, type ClientRecord } from '../api/apps-api';

const STATUS = { pending_review: 'Waiting for review', approved: 'Approved', suspended: 'Suspended' } as const;

function ClientRow({ client }: { client: ClientRecord }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const makeSecret = async () => {
    try {
      setSecret((await newClientSecret(client.id)).client_secret);
    } catch {
      setError('A secret could not be created. Try again in a moment.');
    }
  };
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
            <Button size="xs" variant="default" onClick={() => void makeSecret()} w="fit-content">
              Create a new client secret
            </Button>
          )
        ) : (
          <Text size="sm" c="gray.7">
            Public app: uses PKCE (S256), no secret.
          </Text>
        )}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Anyone signed in can register an app; it waits for Covey's review. */
export function DeveloperApps({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const clients = useClients(`owner = "${userId.replace(/[^A-Za-z0-9]/g, '')}"`, `own:${userId}`);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [homepage, setHomepage] = useState('');
  const [description, setDescription] = useState('');
  const [uris, setUris] = useState('');
  const [type, setType] = useState<'public' | 'confidential'>('public');
  const [scopes, setScopes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const redirectUris = uris
      .split(/\s+/)
      .map((u) => u.trim())
      .filter(Boolean);
    if (!name.trim()) return setError('Give the app a name.');
    if (!redirectUris.length) return setError('Add at least one redirect URI.');
    if (!scopes.length) return setError('Choose at least one permission the app may ask for.');
    setBusy(true);
    setError(null);
    try {
      await registerClient({
        owner: userId,
        name: name.trim(),
        homepage: homepage.trim(),
        description: description.trim(),
        redirectUris,
        type,
        scopes,
      });
      void queryClient.invalidateQueries({ queryKey: appKeys.all });
      setOpen(false);
      setName('');
      setHomepage('');
      setDescription('');
      setUris('');
      setScopes([]);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields['redirect_uris'])
        setError('Use https redirect URIs (http only for localhost), without a #fragment, one per line.');
      else if (fields['homepage']) setError('Enter the homepage as a full address, like https://example.com.');
      else if (errorStatus(err) === 0) setError('Could not reach Covey. Check your connection and try again.');
      else setError('The app could not be registered. Check the details and try again.');
    } finally {
      setBusy(false);
    }
  };

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
          <form onSubmit={(e) => void submit(e)} noValidate aria-label="Register an app">
            <Stack gap="sm">
              <TextInput
                label="App name"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                required
                maxLength={100}
              />
              <TextInput
                label="Homepage"
                value={homepage}
                onChange={(e) => setHomepage(e.currentTarget.value)}
                placeholder="https://example.com"
              />
              <Textarea
                label="What the app does"
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                autosize
                minRows={2}
              />
              <Textarea
                label="Redirect URIs"
                description="One per line; must match exactly"
                value={uris}
                onChange={(e) => setUris(e.currentTarget.value)}
                autosize
                minRows={2}
                required
              />
              <Radio.Group
                label="App type"
                value={type}
                onChange={(v) => setType(v === 'confidential' ? 'confidential' : 'public')}
              >
                <Group mt={6}>
                  <Radio value="public" label="Public (mobile or browser app, PKCE)" />
                  <Radio value="confidential" label="Confidential (server with a secret)" />
                </Group>
              </Radio.Group>
              <Checkbox.Group label="Permissions the app may ask for" value={scopes} onChange={setScopes} required>
                <Stack gap={6} mt={6}>
                  {OAUTH_SCOPES.map((s) => (
                    <Checkbox key={s} value={s} label={scopeWords(s)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              {error ? (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              ) : null}
              <Group>
                <Button type="submit" loading={busy}>
                  Register app
                </Button>
                <Button variant="default" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Button variant="light" onClick={() => setOpen(true)} w="fit-content">
            Register an app
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
