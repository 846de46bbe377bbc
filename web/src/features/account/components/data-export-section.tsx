import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { downloadMyData } from '../api/account-data';

/** "Download my data": a zip of the member's own records and files, made on request. */
export function DataExportSection() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const run = () => {
    setBusy(true);
    setStatus(null);
    downloadMyData()
      .then((name) => setStatus({ ok: true, text: `Your download has started: ${name}.` }))
      .catch(() =>
        setStatus({
          ok: false,
          text: 'We could not prepare your download. Check your connection and try again in a minute.',
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="data-export-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="data-export-title">
          Your data
        </Title>
        <Text>
          Download a copy of everything you keep in Covey: your profile, coverage and cards, plans, tasks, reports,
          appointments, messages and files, as one zip file.
        </Text>
        {status ? (
          <Alert color={status.ok ? 'green' : 'red'} role={status.ok ? 'status' : 'alert'}>
            {status.text}
          </Alert>
        ) : null}
        <Button variant="default" onClick={run} loading={busy} w="fit-content">
          Download my data
        </Button>
      </Stack>
    </Paper>
  );
}
