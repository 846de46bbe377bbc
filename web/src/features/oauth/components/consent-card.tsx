import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { fileUrl, type AuthorizeCheck } from '../api/oauth-api';
import { scopeWords } from '../../../lib/oauth-scope-words';
import { safeHref } from '../../../lib/safe-href';
import { useT } from '../../../i18n/use-t';

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
  const t = useT();
  const { client, people } = check;
  // a homepage that is no http(s) link is not shown at all
  const homepage = safeHref(client.homepage);
  const [member, setMember] = useState(people[0]?.id ?? '');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={fileUrl(client.logo) || null} alt={t('oauth.logo', { name: client.name })} size={56} radius="md" color="indigo">
            {client.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('oauth.connectTitle', { name: client.name })}
            </Title>
            <Text size="sm" c="gray.7">
              {t('oauth.by', { developer: client.developer })}
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
                {t('oauth.reviewed')}
              </Badge>
            ) : (
              <Badge color="dark" variant="outline" w="fit-content">
                {t('oauth.unverified')}
              </Badge>
            )}
          </Stack>
        </Group>
        {client.description ? <Text>{client.description}</Text> : null}
        {!client.verified ? (
          <Text size="sm">
            <strong>{t('oauth.notReviewed')}</strong> {t('oauth.onlyIfTrust', { developer: client.developer })}
          </Text>
        ) : null}
        <Stack gap="xs">
          <Text fw={600} id="scope-title">
            {t('oauth.willBeAble', { name: client.name })}
          </Text>
          <List aria-labelledby="scope-title" spacing={4}>
            {check.scopes.map((s) => (
              <List.Item key={s}>{scopeWords(s)}</List.Item>
            ))}
          </List>
        </Stack>
        {people.length === 0 ? (
          <Alert color="gray" title={t('oauth.nothingToShare')}>
            {t('oauth.nothingToShareBody')}
          </Alert>
        ) : people.length > 1 ? (
          <Radio.Group label={t('oauth.whose')} value={member} onChange={setMember}>
            <Stack gap={6} mt={6}>
              {people.map((p) => (
                <Radio key={p.id} value={p.id} label={t(p.self ? 'oauth.mine' : 'oauth.managed', { name: p.name })} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text>
            <strong>{t('oauth.whoseLabel')}</strong> {t('oauth.yours')}
          </Text>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group grow>
          <Button variant="default" onClick={() => onDecide('deny', member)} disabled={busy}>
            {t('oauth.deny')}
          </Button>
          <Button onClick={() => onDecide('allow', member)} loading={busy} disabled={people.length === 0}>
            {t('oauth.allow')}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {t('oauth.disconnectAnyTime', { name: client.name })}
        </Text>
      </Stack>
    </Paper>
  );
}
