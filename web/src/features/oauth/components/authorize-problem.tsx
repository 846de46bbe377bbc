import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AuthorizeProblem } from '../api/oauth-api';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/message-id';

const WORDS: Record<string, MessageId> = {
  invalid_client: 'oauth.problem.invalid_client',
  invalid_request: 'oauth.problem.invalid_request',
  invalid_scope: 'oauth.problem.invalid_scope',
  unsupported_response_type: 'oauth.problem.unsupported_response_type',
  unavailable: 'oauth.problem.unavailable',
};

/** A request Covey will not send back to the app: explained, never redirected. */
export function AuthorizeProblemCard({ problem }: { problem: AuthorizeProblem }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('oauth.cantConnect')}
      </Title>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('oauth.nothingShared')} role="alert">
        <Text>{t(WORDS[problem.error] ?? 'oauth.problem.invalid_request')}</Text>
        <Text mt="xs">
          {t(problem.error === 'unavailable' ? 'oauth.reload' : 'oauth.goBack')}
        </Text>
      </Alert>
    </Stack>
  );
}
