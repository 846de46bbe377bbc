import { ComingSoonScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { MessageInbox } from '../../../features/chat/components/message-inbox';
import { useSession } from '../../../lib/session';

export function InvitesScreen() {
  return <ComingSoonScreen title="Invites" area="Invites" />;
}

export function UpdatesScreen() {
  return <ComingSoonScreen title="Updates" area="Updates" />;
}

export function CommentsScreen() {
  return <ComingSoonScreen title="Comments" area="Comments" />;
}

export function MessagesScreen() {
  const { user } = useSession();
  return (
    <Page title="Messages" description="Messages from all your conversations.">
      <MessageInbox role={user?.role ?? ''} />
    </Page>
  );
}

export function SuggestionsScreen() {
  return <ComingSoonScreen title="Suggestions" area="Suggestions" />;
}
