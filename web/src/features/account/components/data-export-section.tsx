import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDownloadMyData } from '../api/use-download-my-data';

/** "Download my data": a zip of the member's own records and files, made on request. */
export function DataExportSection() {
  const download = useDownloadMyData();
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
        {download.isSuccess ? (
          <Alert color="green" role="status">
            {`Your download has started: ${download.data}.`}
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert color="red" role="alert">
            We could not prepare your download. Check your connection and try again in a minute.
          </Alert>
        ) : null}
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending} w="fit-content">
          Download my data
        </Button>
      </Stack>
    </Paper>
  );
}
