import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import type { BrokerRecord, EmployerRecord } from '../api/org-types';
import { useDisconnectBroker } from '../api/use-disconnect-broker';
import { useT } from '../../../i18n/use-t';

/** /brokers/{id} for an employer admin: end the relationship, after a confirmation that says what it does. */
export function DisconnectBroker({ broker, employer }: { broker: BrokerRecord; employer: EmployerRecord }) {
  const t = useT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectBroker();
  // stays busy after success too: the page moves to the employer
  const busy = disconnect.isPending || disconnect.isSuccess;
  const confirm = () =>
    disconnect.mutate(employer.id, {
      onSuccess: () =>
        void navigate(`/employers/${employer.id}`, {
          replace: true,
          state: { notice: t('org.disconnect.notice', { broker: broker.name }) },
        }),
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('org.disconnect.title')}
        </Title>
        <Text size="sm">
          {t('org.disconnect.sees', { broker: broker.name, employer: employer.name })}
        </Text>
        {confirming ? (
          <Alert color="orange" title={t('org.disconnect.confirmTitle', { broker: broker.name })}>
            <Text size="sm">
              {t('org.disconnect.confirmBody')}
            </Text>
            <Group gap="sm" mt="xs">
              <Button color="red.8" loading={busy} onClick={confirm}>
                {t('org.disconnect.yes')}
              </Button>
              <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
                {t('org.disconnect.keep', { broker: broker.name })}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="default" color="red.8" onClick={() => setConfirming(true)}>
              {t('org.disconnect.button')}
            </Button>
          </Group>
        )}
        {disconnect.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(disconnect.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
