import { useParams } from 'react-router';
import { Page } from '../../../components/page';
import { useChat } from '../../../features/chat/api/get-chats';
import { ChatList } from '../../../features/chat/components/chat-list';
import { MessageThread } from '../../../features/chat/components/message-thread';
import { useSession } from '../../../lib/session';

export function ChatListScreen() {
  return (
    <Page title="Chat" description="Your conversations.">
      <ChatList />
    </Page>
  );
}

export function ChatThreadScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const chat = useChat(id);
  return (
    <Page title={chat.data?.title || 'Conversation'}>
      <MessageThread chatId={id} myRole={user?.role ?? ''} />
    </Page>
  );
}
