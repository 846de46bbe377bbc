import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useReportFromMessage } from '../api/use-report-from-message';
import { KINDS } from '../lib/labels';
import { reportError } from '../lib/report-errors';

/** For counselors in a chat thread: turns one message (its text and files) into a report for the member. */
export function FromMessageButton({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<string>('bill_review');
  const create = useReportFromMessage();
  const navigate = useNavigate();
  if (!open) {
    return (
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label="Turn this message into a report"
      >
        Make a report
      </Button>
    );
  }
  return (
    <Stack gap={4} mt={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label="Kind of report"
          data={KINDS.map((k) => ({ value: k.value, label: k.label }))}
          value={kind}
          onChange={(v) => setKind(v ?? 'other')}
          allowDeselect={false}
          w={200}
        />
        <Button
          size="xs"
          loading={create.isPending}
          onClick={() => create.mutate({ message: messageId, kind }, { onSuccess: (r) => void navigate(`/reports/${r.id}`) })}
        >
          Create report
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
      {create.isError ? (
        <Text size="xs" c="red.8" role="alert">
          {reportError(create.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
