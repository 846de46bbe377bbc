import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { chatName, useChat } from '../../../features/chat/api/get-chats';
import { ChatList } from '../../../features/chat/components/chat-list';
import { Composer } from '../../../features/chat/components/composer';
import { MessageThread } from '../../../features/chat/components/message-thread';
import { FromMessageButton } from '../../../features/reports/components/from-message-button';
import { useSession } from '../../../lib/session';

export function ChatListScreen() {
  const { user } = useSession();
  const role = user?.role ?? '';
  return (
    <Page
      title="Chat"
      description={role === 'member' ? 'Your conversations.' : 'Conversations with your caseload.'}
      actions={
        <Anchor component={Link} to={paths.messages.path}>
          All messages
        </Anchor>
      }
    >
      <ChatList role={role} />
    </Page>
  );
}

export function ChatThreadScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const role = user?.role ?? '';
  const chat = useChat(id);
  const canWrite = Boolean(user) && chat.data !== undefined && chat.data.kind !== 'assistant';
  return (
    <Page
      title={chat.data ? chatName(chat.data, role) : 'Conversation'}
      actions={
        <Anchor component={Link} to={paths.chat.path}>
          All conversations
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
        composer={canWrite && user ? <Composer chatId={id} senderId={user.id} role={role} /> : null}
      />
    </Page>
  );
}
