import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { MAX_QUESTION, assistantError, myMemberId, startAssistantChat } from '../api/assistant';

/** The member home's "Ask the assistant" box: starts an assistant chat and asks the question there */
export function AskAssistantBox({ userId }: { userId: string }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setBusy(true);
    setError(null);
    try {
      const member = await myMemberId(userId);
      if (!member) throw new Error('no member');
      const chat = await startAssistantChat(member);
      void navigate(paths.chatThread.href(chat.id), { state: { question } });
    } catch (err) {
      setError(
        err instanceof Error && err.message === 'no member'
          ? 'Your member profile is not ready yet. Finish onboarding first.'
          : assistantError(err),
      );
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => void submit(e)}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <IconSparkles size={18} aria-hidden /> Ask the assistant
        </Title>
        <Text size="sm" c="gray.7">
          Questions about your coverage, answered from your own plan documents with sources. Any time.
        </Text>
        {error ? (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        <Textarea
          aria-label="Ask the assistant"
          placeholder="For example: How much of my deductible is left?"
          rows={2}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={
            text.length > MAX_QUESTION
              ? `Keep your question under ${MAX_QUESTION.toLocaleString('en-US')} characters.`
              : undefined
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!text.trim() || text.length > MAX_QUESTION}>
            Ask
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
