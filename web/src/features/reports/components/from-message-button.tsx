import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useReportFromMessage } from '../api/use-report-from-message';
import { kindOptions } from '../lib/labels';
import { useT } from '../../../i18n/use-t';
import { reportError } from '../lib/report-errors';

/** For counselors in a chat thread: turns one message (its text and files) into a report for the member. */
export function FromMessageButton({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const [kind, setKind] = useState<string>('bill_review');
  const create = useReportFromMessage();
  const navigate = useNavigate();
  if (!open) {
    return (
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label={t('reports.fromMessage.aria')}
      >
        {t('reports.fromMessage.make')}
      </Button>
    );
  }
  return (
    <Stack gap={4} mt={4}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label={t('reports.fromMessage.kind')}
          data={kindOptions()}
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
          {t('reports.fromMessage.create')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          {t('reports.fromMessage.cancel')}
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
