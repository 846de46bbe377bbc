import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import type { BrokerRecord, EmployerRecord } from '../api/org-types';
import { useDisconnectBroker } from '../api/use-disconnect-broker';

/** /brokers/{id} for an employer admin: end the relationship, after a confirmation that says what it does. */
export function DisconnectBroker({ broker, employer }: { broker: BrokerRecord; employer: EmployerRecord }) {
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
          state: { notice: `${broker.name} is no longer your broker.` },
        }),
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Broker relationship
        </Title>
        <Text size="sm">
          {broker.name} sees {employer.name}&apos;s roster and de-identified figures, never health information.
        </Text>
        {confirming ? (
          <Alert color="orange" title={`Disconnect ${broker.name}?`}>
            <Text size="sm">
              They will stop seeing your roster and figures at once. To connect a broker again, contact Covey support.
            </Text>
            <Group gap="sm" mt="xs">
              <Button color="red.8" loading={busy} onClick={confirm}>
                Yes, disconnect
              </Button>
              <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
                Keep {broker.name}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="default" color="red.8" onClick={() => setConfirming(true)}>
              Disconnect broker
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
