import { Alert, Button, Group } from '@mantine/core';
import { IconMessageCircle, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/use-t';
import { startChatError, useStartChat } from '../api/use-start-chat';

/**
 * The member's two ways to start on /chat: "New question" opens a new assistant chat; "Message my
 * counselor" opens (or continues) the counselor chat.
 */
export function NewQuestionButtons({ userId }: { userId: string }) {
  const start = useStartChat(userId);
  const navigate = useNavigate();
  const t = useT();
  // busy from the click until the thread opens (the screen changes on success)
  const busy = start.isPending || start.isSuccess ? start.variables : null;
  const go = (choice: 'assistant' | 'counselor') =>
    start.mutate(choice, { onSuccess: (id) => void navigate(paths.chatThread.href(id)) });
  return (
    <>
      <Group gap="sm">
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          loading={busy === 'assistant'}
          disabled={busy !== null}
          onClick={() => go('assistant')}
        >
          {t('chat.newQuestion')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          loading={busy === 'counselor'}
          disabled={busy !== null}
          onClick={() => go('counselor')}
        >
          {t('chat.messageCounselor')}
        </Button>
      </Group>
      {start.error ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {startChatError(start.error)}
        </Alert>
      ) : null}
    </>
  );
}
