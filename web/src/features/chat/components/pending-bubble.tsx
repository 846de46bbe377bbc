import { IconClock, IconPaperclip } from '@tabler/icons-react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { PendingMessage } from '../api/send-message';

/** A message of mine on its way: its text and files, and whether it waits for a connection. */
export function PendingBubble({ message }: { message: PendingMessage }) {
  const t = useT();
  return (
    <Paper p="sm" radius="lg" bg="green.0" data-pending={message.paused ? 'offline' : 'sending'}>
      <Stack gap={4}>
        <Text size="xs" fw={700} c="gray.8">
          {t('chat.you')}
        </Text>
        {message.body ? <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text> : null}
        {message.fileNames.map((name, i) => (
          <Text key={`${name}-${i}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <IconPaperclip size={14} aria-hidden /> {name}
          </Text>
        ))}
        <Group gap={4} justify="flex-end">
          <IconClock size={14} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="xs" c="gray.7">
            {message.paused ? t('chat.notSentYet') : t('chat.sending')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
