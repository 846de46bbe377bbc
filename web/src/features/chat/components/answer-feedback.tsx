import { Button, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useRateAnswer } from '../api/use-rate-answer';
import type { MessageRecord } from '../api/get-chats';

type Given = MessageRecord['feedback'];

/**
 * "Was this helpful?" under an assistant answer; the choice is sent once and thanked. The answer
 * keeps it (`messages.feedback`), so after a reload the thread shows it was given instead of
 * asking again.
 */
export function AnswerFeedback({ messageId, given = '' }: { messageId: string; given?: Given }) {
  const rate = useRateAnswer(messageId);
  // thanked at once (the rating is sent in the background); a failure asks again
  if (rate.isPending || rate.isSuccess)
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
        {rate.isError ? 'That did not go through. Was this helpful?' : 'Was this helpful?'}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconThumbUp size={12} aria-hidden />}
        onClick={() => rate.mutate(true)}
      >
        Yes
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconThumbDown size={12} aria-hidden />}
        onClick={() => rate.mutate(false)}
      >
        No
      </Button>
    </Group>
  );
}
