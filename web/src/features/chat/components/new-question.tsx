import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconMessageCircle, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { assistantError, counselorChatId, myMemberId, startAssistantChat } from '../api/assistant';

type Choice = 'assistant' | 'counselor';

/**
 * The member's two ways to start on /chat: "New question" opens a new assistant chat; "Message my
 * counselor" opens (or continues) the counselor chat.
 */
export function NewQuestionButtons({ userId }: { userId: string }) {
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
      void navigate(paths.chatThread.href(id));
    } catch (err) {
      setError(
        err instanceof Error && err.message === 'no member'
          ? 'Your member profile is not ready yet. Finish onboarding first.'
          : assistantError(err),
      );
      setBusy(null);
    }
  };
  return (
    <>
      <Group gap="sm">
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={busy === 'assistant'}
          disabled={busy !== null}
          onClick={() => void go('assistant')}
        >
          New question
        </Button>
        <Button
          variant="default"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          loading={busy === 'counselor'}
          disabled={busy !== null}
          onClick={() => void go('counselor')}
        >
          Message my counselor
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
