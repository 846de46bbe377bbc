import { Paper, Stack, Text, Title } from '@mantine/core';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { readSession } from '../../../lib/session';
import { InviteLanding } from '../../../features/circles/components/invite-landing';
import { useT } from '../../../i18n/use-t';

/** /auth shows an invitation (`?invite=`); otherwise it forwards to sign-in (or home when signed in). */
export function AuthLandingScreenLoader({ request }: LoaderFunctionArgs): null {
  if (new URL(request.url).searchParams.get('invite')) return null;
  throw redirect(readSession().isValid ? paths.home.path : paths.login.path);
}

/** (Its own card rather than the sign-in screens' AuthCard, which keeps /login's first load small.) */
export function AuthLandingScreen() {
  const t = useT();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.invitedTitle'));
  return (
    <Stack maw={440} mx="auto" w="100%" gap="md" py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              {t('auth.invitedTitle')}
            </Title>
            <Text c="gray.7">{t('auth.invitedDescription')}</Text>
          </Stack>
          <InviteLanding token={params.get('invite') ?? ''} />
        </Stack>
      </Paper>
    </Stack>
  );
}
