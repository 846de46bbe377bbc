import { Button, Code, CopyButton, Paper, Stack, Text, Title } from '@mantine/core';
import { rosterCurl } from '../lib/key-status';

/** How an HR system syncs the roster with a write:roster key, with a copy-paste example. */
export function RosterSyncHelp({ apiUrl, employerId }: { apiUrl: string; employerId: string }) {
  const curl = rosterCurl(apiUrl, employerId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="roster-sync-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="roster-sync-title">
          Sync your roster
        </Title>
        <Text>
          Create a key with the permission &ldquo;Add and update roster members and invitations&rdquo; and give it to
          your HR or payroll system. It can then add employees as invited roster members and update their eligibility
          dates through the records API, with the same checks as when you add them here. Replace{' '}
          <Code>pk_YOUR_KEY</Code> with your key:
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label="Example request">
          {curl}
        </Code>
        <CopyButton value={curl}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} w="fit-content">
              {copied ? 'Copied' : 'Copy example'}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="gray.7">
          Update a row with <Code>PATCH /api/collections/members/records/ID</Code>, and list your roster with{' '}
          <Code>GET /api/collections/members/records</Code>.
        </Text>
      </Stack>
    </Paper>
  );
}
