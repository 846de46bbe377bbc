import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend, IconUserShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { MAX_QUESTION, assistantError, useAsk, useHandOff } from '../api/assistant';

/**
 * The assistant thread's composer: a question box (Enter asks), a progress line while the
 * assistant looks through the member's documents, and "Talk to my counselor". A question handed
 * over from elsewhere (the home box) is asked once on arrival.
 */
export function AssistantComposer({ chatId, initialQuestion }: { chatId: string; initialQuestion?: string }) {
  const [text, setText] = useState('');
  const t = useT();
  const ask = useAsk(chatId);
  const handoff = useHandOff(chatId);
  const asked = useRef(false);

  const send = (q: string) => {
    const question = q.trim();
    if (!question || ask.isPending) return;
    // clear the box only if it still holds this question: the next one may be typed while this answer comes
    ask.mutate(question, { onSuccess: () => setText((now) => (now.trim() === question ? '' : now)) });
  };
  useEffect(() => {
    if (initialQuestion && !asked.current) {
      asked.current = true;
      send(initialQuestion);
    }
  }, [initialQuestion]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    send(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) submit(e);
  };
  const error = ask.error ? assistantError(ask.error) : handoff.error ? assistantError(handoff.error) : null;
  const tooLong = text.length > MAX_QUESTION;
  const handedTo = handoff.data?.handoff.chat ?? ask.data?.handoff?.chat ?? null;

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit}>
      <Stack gap="xs">
        {ask.isPending ? (
          <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="gray.8">
              {t('chat.assistantLooking')}
            </Text>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        {handedTo ? (
          <Alert color="green" p="xs" role="status">
            {t('chat.handedOff')}{' '}
            <Anchor component={Link} to={paths.chatThread.href(handedTo)} fw={600}>
              {t('chat.openCounselorChat')}
            </Anchor>
          </Alert>
        ) : null}
        <Textarea
          label={t('chat.yourQuestion')}
          description={t('chat.questionHint')}
          placeholder={t('chat.questionPlaceholder')}
          rows={2}
          resize="vertical"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={tooLong ? t('chat.questionTooLong', { max: formatNumber(MAX_QUESTION) }) : undefined}
        />
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            leftSection={<IconUserShare size={16} aria-hidden />}
            loading={handoff.isPending}
            onClick={() => handoff.mutate()}
          >
            {t('chat.talkToCounselor')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={ask.isPending}
            disabled={!text.trim() || tooLong}
          >
            {t('chat.ask')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
