import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { rateAnswer } from '../api/assistant';
import type { MessageRecord } from '../api/get-chats';

type Given = MessageRecord['feedback'];

/**
 * "Was this helpful?" under an assistant answer; the choice is sent once and thanked. The answer
 * keeps it (`messages.feedback`), so after a reload the thread shows it was given instead of
 * asking again.
 */
export function AnswerFeedback({ messageId, given = '' }: { messageId: string; given?: Given }) {
  const [sent, setSent] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const rate = (helpful: boolean) => {
    setSent(helpful);
    setFailed(false);
    rateAnswer(messageId, helpful).catch(() => {
      setSent(null);
      setFailed(true);
    });
  };
  if (sent !== null)
    return (
      <Text size="xs" c="gray.7" mt={4} role="status">
        Thanks for your feedback.
      </Text>
    );
  if (given === 'helpful' || given === 'not_helpful')
    return (
      <Text size="xs" c="gray.7" mt={4}>
        {given === 'helpful' ? 'You found this answer helpful.' : 'You said this answer did not help.'}
      </Text>
    );
  return (
    <Group gap={4} mt={4} role="group" aria-label="Was this helpful?">
      <Text size="xs" c="gray.8">
        {failed ? 'That did not go through. Was this helpful?' : 'Was this helpful?'}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconThumbUp size={12} aria-hidden />}
        onClick={() => rate(true)}
      >
        Yes
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconThumbDown size={12} aria-hidden />}
        onClick={() => rate(false)}
      >
        No
      </Button>
    </Group>
  );
}
