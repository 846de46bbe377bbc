import { useEffect, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { chatName, useChat } from '../../../features/chat/api/get-chats';
import { useChatWriteAccess } from '../../../features/chat/api/circle-write';
import { ChatList } from '../../../features/chat/components/chat-list';
import { Composer } from '../../../features/chat/components/composer';
import { AssistantComposer } from '../../../features/chat/components/assistant-composer';
import { NewQuestionButtons } from '../../../features/chat/components/new-question';
import { MessageThread } from '../../../features/chat/components/message-thread';
import { FromMessageButton } from '../../../features/reports/components/from-message-button';
import type { MessageId } from '../../../i18n/message-id';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import { viewerRole } from '../../../lib/viewer-role';

/** the chat list's title, description and empty state for who is looking (issue 30) */
const CHAT_WORDS: Record<
  'member' | 'counselor' | 'superuser',
  { title: MessageId; description: MessageId; empty?: MessageId }
> = {
  member: { title: 'chat.title', description: 'chat.descriptionMember' },
  counselor: { title: 'chat.titleCounselor', description: 'chat.descriptionCounselor', empty: 'chat.emptyCounselor' },
  superuser: { title: 'chat.allConversations', description: 'chat.descriptionSuperuser', empty: 'chat.emptySuperuser' },
};

export function ChatListScreen() {
  const session = useSession();
  const t = useT();
  const { user } = session;
  const role = user?.role ?? '';
  const viewer = viewerRole(session);
  const words = viewer === 'counselor' || viewer === 'superuser' ? CHAT_WORDS[viewer] : CHAT_WORDS.member;
  return (
    <Page
      title={t(words.title)}
      description={t(words.description)}
      actions={
        <Anchor component={Link} to={paths.messages.path}>
          {t('chat.allMessages')}
        </Anchor>
      }
    >
      {role === 'member' && user ? <NewQuestionButtons userId={user.id} /> : null}
      <ChatList role={role} emptyText={words.empty ? t(words.empty) : undefined} />
    </Page>
  );
}

export function ChatThreadScreen() {
  const { id = '' } = useParams();
  const t = useT();
  const { user } = useSession();
  const role = user?.role ?? '';
  const chat = useChat(id);
  const location = useLocation();
  const navigate = useNavigate();
  // a question handed over by the home's "Ask the assistant" box: asked once, then dropped from history
  const [initialQuestion] = useState(() => {
    const state = location.state as { question?: unknown } | null;
    return typeof state?.question === 'string' ? state.question : '';
  });
  useEffect(() => {
    if (initialQuestion) void navigate(location.pathname, { replace: true, state: null });
  }, [initialQuestion, location.pathname, navigate]);
  const assistant = chat.data?.kind === 'assistant';
  // a caregiver with view access reads the member's conversation; writing needs "view and manage"
  const mayWrite = useChatWriteAccess(chat.data, user?.id ?? '', role);
  const canWrite = Boolean(user) && chat.data !== undefined && !assistant && mayWrite === true;
  const composer =
    assistant && role === 'member' ? (
      <AssistantComposer chatId={id} initialQuestion={initialQuestion} />
    ) : canWrite && user ? (
      <Composer chatId={id} senderId={user.id} role={role} />
    ) : mayWrite === false ? (
      <Text c="gray.7" size="sm" role="note">
        {t('chat.readOnly')}
      </Text>
    ) : null;
  return (
    <Page
      // an assistant thread is titled "Assistant" (its question-title names it in the list only)
      title={
        chat.data
          ? assistant && role === 'member'
            ? t('chat.assistant')
            : chatName(chat.data, role)
          : t('chat.conversation')
      }
      actions={
        <Anchor component={Link} to={paths.chat.path}>
          {t('chat.allConversations')}
        </Anchor>
      }
    >
      <MessageThread
        chatId={id}
        myRole={role}
        messageActions={
          role === 'counselor' && chat.data?.kind === 'counselor'
            ? (m) => (m.role === 'member' ? <FromMessageButton messageId={m.id} /> : null)
            : undefined
        }
        composer={composer}
        emptyText={assistant ? t('chat.assistantEmpty') : undefined}
      />
    </Page>
  );
}
