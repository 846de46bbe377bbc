import { useState } from 'react';
import { Alert, Button, Modal, Stack, Text, UnstyledButton, Paper } from '@mantine/core';
import { IconMessageCircle, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { assistantError, counselorChatId, myMemberId, startAssistantChat } from '../api/assistant';

type Choice = 'assistant' | 'counselor';

/** "New question" on /chat: choose the assistant (a new assistant chat) or the counselor chat */
export function NewQuestionButton({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<Choice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const go = async (choice: Choice) => {
    setBusy(choice);
    setError(null);
    try {
      const member = await myMemberId(userId);
      if (!member) throw new Error('no member');
      const id = choice === 'assistant' ? (await startAssistantChat(member)).id : await counselorChatId(member);
      setOpen(false);
      void navigate(paths.chatThread.href(id));
    } catch (err) {
      setError(
        err instanceof Error && err.message === 'no member'
          ? 'Your member profile is not ready yet. Finish onboarding first.'
          : assistantError(err),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
        New question
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Who would you like to ask?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert" p="xs">
              {error}
            </Alert>
          ) : null}
          <Option
            icon={<IconSparkles size={20} aria-hidden />}
            title="Ask the assistant"
            text="Answers right away from your own plan documents, with sources."
            busy={busy === 'assistant'}
            onClick={() => void go('assistant')}
          />
          <Option
            icon={<IconMessageCircle size={20} aria-hidden />}
            title="Message my counselor"
            text="A person on your care team answers, usually within one business day."
            busy={busy === 'counselor'}
            onClick={() => void go('counselor')}
          />
        </Stack>
      </Modal>
    </>
  );
}

function Option(props: { icon: React.ReactNode; title: string; text: string; busy: boolean; onClick: () => void }) {
  return (
    <UnstyledButton onClick={props.onClick} disabled={props.busy} aria-busy={props.busy} aria-label={props.title}>
      <Paper withBorder p="md">
        <Text fw={700}>
          {props.icon} {props.title}
          {props.busy ? '…' : ''}
        </Text>
        <Text size="sm" c="gray.7">
          {props.text}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
