import { Button, Code, CopyButton, Paper, Stack, Text, Title } from '@mantine/core';
import { rosterCurl } from '../lib/key-status';
import { useT } from '../../../i18n/use-t';
import { SLOT, splitAtSlots } from '../../../lib/split-at-slots';

/** How an HR system syncs the roster with a write:roster key, with a copy-paste example. */
export function RosterSyncHelp({ apiUrl, employerId }: { apiUrl: string; employerId: string }) {
  const t = useT();
  const curl = rosterCurl(apiUrl, employerId);
  const [before, after] = splitAtSlots(t('apikeys.sync.body', { key: SLOT }));
  const [updateBefore, updateMiddle, updateAfter] = splitAtSlots(t('apikeys.sync.more', { update: SLOT, list: SLOT }));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="roster-sync-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="roster-sync-title">
          {t('apikeys.sync.title')}
        </Title>
        <Text>
          {before}
          <Code>{'pk_YOUR_KEY'}</Code>
          {after}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t('apikeys.sync.example')}>
          {curl}
        </Code>
        <CopyButton value={curl}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} w="fit-content">
              {copied ? t('apikeys.copied') : t('apikeys.sync.copy')}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="gray.7">
          {updateBefore}
          <Code>{'PATCH /api/collections/members/records/ID'}</Code>
          {updateMiddle}
          <Code>{'GET /api/collections/members/records'}</Code>
          {updateAfter}
        </Text>
      </Stack>
    </Paper>
  );
}
