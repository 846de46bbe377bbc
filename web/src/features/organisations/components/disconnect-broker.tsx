import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { disconnectBroker } from '../api/org-actions';
import { orgKeys } from '../api/orgs-api';
import type { BrokerRecord, EmployerRecord } from '../api/org-types';

/** /brokers/{id} for an employer admin: end the relationship, after a confirmation that says what it does. */
export function DisconnectBroker({ broker, employer }: { broker: BrokerRecord; employer: EmployerRecord }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const disconnect = async () => {
    setBusy(true);
    setError(null);
    try {
      await disconnectBroker(employer.id);
      await qc.invalidateQueries({ queryKey: orgKeys.all });
      void navigate(`/employers/${employer.id}`, {
        replace: true,
        state: { notice: `${broker.name} is no longer your broker.` },
      });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };
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
              <Button color="red.8" loading={busy} onClick={() => void disconnect()}>
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
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
