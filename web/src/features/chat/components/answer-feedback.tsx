import { Button, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  // thanked at once (the rating is sent in the background); a failure asks again
  if (rate.isPending || rate.isSuccess)
    return (
      <Text size="xs" c="gray.7" mt={4} role="status">
        {t('chat.feedbackThanks')}
      </Text>
    );
  if (given === 'helpful' || given === 'not_helpful')
    return (
      <Text size="xs" c="gray.7" mt={4}>
        {given === 'helpful' ? t('chat.feedbackHelpful') : t('chat.feedbackNotHelpful')}
      </Text>
    );
  return (
    <Group gap={4} mt={4} role="group" aria-label={t('chat.feedbackAsk')}>
      <Text size="xs" c="gray.8">
        {rate.isError ? t('chat.feedbackRetry') : t('chat.feedbackAsk')}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconThumbUp size={12} aria-hidden />}
        onClick={() => rate.mutate(true)}
      >
        {t('chat.yes')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconThumbDown size={12} aria-hidden />}
        onClick={() => rate.mutate(false)}
      >
        {t('chat.no')}
      </Button>
    </Group>
  );
}
