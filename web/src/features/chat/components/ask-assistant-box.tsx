import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { MAX_QUESTION } from '../api/assistant';
import { startChatError, useStartChat } from '../api/use-start-chat';

/** The member home's "Ask the assistant" box: starts an assistant chat and asks the question there */
export function AskAssistantBox({ userId }: { userId: string }) {
  const start = useStartChat(userId);
  const navigate = useNavigate();
  const t = useT();
  const form = useForm({ mode: 'controlled', initialValues: { text: '' } });
  const { text } = form.values;
  // busy from the click until the thread opens (the screen changes on success)
  const busy = start.isPending || start.isSuccess;
  const submit = form.onSubmit((values) => {
    const question = values.text.trim();
    if (!question || busy) return;
    start.mutate('assistant', {
      onSuccess: (id) => void navigate(paths.chatThread.href(id), { state: { question } }),
    });
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <IconSparkles size={18} aria-hidden /> {t('chat.askTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('chat.askIntro')}
        </Text>
        {start.error ? (
          <Alert color="red" role="alert" p="xs">
            {startChatError(start.error)}
          </Alert>
        ) : null}
        <Textarea
          aria-label={t('chat.askTitle')}
          placeholder={t('chat.askPlaceholder')}
          rows={2}
          {...form.getInputProps('text')}
          error={
            text.length > MAX_QUESTION ? t('chat.questionTooLong', { max: formatNumber(MAX_QUESTION) }) : undefined
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!text.trim() || text.length > MAX_QUESTION}>
            {t('chat.ask')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
