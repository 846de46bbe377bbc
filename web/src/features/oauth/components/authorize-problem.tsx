import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AuthorizeProblem } from '../api/oauth-api';

const WORDS: Record<string, string> = {
  invalid_client: 'This app is not registered with Covey, or it has been suspended.',
  invalid_request: 'The app sent an incomplete or unsafe request.',
  invalid_scope: 'The app asked for access it is not allowed to request.',
  unsupported_response_type: 'The app asked for a kind of sign-in Covey does not support.',
  unavailable: 'Covey could not check this request right now.',
};

/** A request Covey will not send back to the app: explained, never redirected. */
export function AuthorizeProblemCard({ problem }: { problem: AuthorizeProblem }) {
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        This app can&apos;t connect
      </Title>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Nothing was shared" role="alert">
        <Text>{WORDS[problem.error] ?? WORDS['invalid_request']}</Text>
        <Text mt="xs">
          {problem.error === 'unavailable'
            ? 'Check your connection and reload this page.'
            : 'Go back to the app and try connecting again. If it keeps happening, contact the app’s developer.'}
        </Text>
      </Alert>
    </Stack>
  );
}
