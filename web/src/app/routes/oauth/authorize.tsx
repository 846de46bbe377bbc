import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LoginForm } from '../../../features/auth/components/login-form';
import { problemOf, useAuthorizeCheck, useDecide } from '../../../features/oauth/api/oauth-api';
import { AuthorizeProblemCard } from '../../../features/oauth/components/authorize-problem';
import { ConsentCard } from '../../../features/oauth/components/consent-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/use-t';

function Leaving({ name }: { name?: string }) {
  const t = useT();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label={t('oauth.returningLabel')} role="progressbar" />
        <Text>{t('oauth.returning', { name: name ?? t('oauth.theApp') })}</Text>
      </Stack>
    </Center>
  );
}

/** /oauth/authorize (no guard): validate the app's request, sign in inline, then consent. */
export function AuthorizeScreen() {
  const t = useT();
  useDocumentTitle(t('oauth.docTitle'));
  const [search] = useSearchParams();
  const [params] = useState(() => Object.fromEntries(search.entries()));
  const session = useSession();
  const signedIn = session.isValid && !session.isSuperuser && Boolean(session.user);
  const check = useAuthorizeCheck(params, signedIn ? session.token : '');
  const [leaving, setLeaving] = useState(false);
  const decision = useDecide(params);
  const autoSent = useRef(false);

  const go = (url: string) => {
    setLeaving(true);
    window.location.assign(url);
  };

  const onDecide = (answer: 'allow' | 'deny', member: string) =>
    decision.mutate({ decision: answer, member }, { onSuccess: go });

  const problem = check.isError ? problemOf(check.error) : null;
  const data = check.data;
  useEffect(() => {
    if (problem?.redirect) go(problem.redirect);
  }, [problem?.redirect]);
  useEffect(() => {
    if (signedIn && data?.skip_consent && !autoSent.current) {
      autoSent.current = true;
      onDecide('allow', data.member);
    }
  }, [signedIn, data?.skip_consent, data?.member]);

  let body;
  if (check.isPending) body = <Leaving />;
  else if (problem && !problem.redirect) body = <AuthorizeProblemCard problem={problem} />;
  else if (!data || leaving || problem || (signedIn && data.skip_consent))
    body = <Leaving name={data?.client.name} />;
  else if (!signedIn) {
    body = (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('oauth.signInTo', { name: data.client.name })}
          </Title>
          <Text c="gray.7">{t('oauth.signInBody')}</Text>
          <LoginForm onSignedIn={() => undefined} />
        </Stack>
      </Paper>
    );
  } else body = <ConsentCard
        check={data}
        busy={decision.isPending || decision.isSuccess}
        error={decision.isError ? t('oauth.saveFailed') : null}
        onDecide={onDecide}
      />;

  return (
    <Container size="sm" py="xl" component="main">
      {body}
    </Container>
  );
}
