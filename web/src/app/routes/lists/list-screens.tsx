import { AreaScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { MessageInbox } from '../../../features/chat/components/message-inbox';
import { useSession } from '../../../lib/session';
import { InvitesLists } from '../../../features/circles/components/invites-lists';

export function InvitesScreen() {
  const { user } = useSession();
  return (
    <Page title="Invites" description="Invitations to circles you received and sent.">
      <InvitesLists userId={user?.id ?? ''} email={user?.email ?? ''} />
    </Page>
  );
}

export function UpdatesScreen() {
  return (
    <AreaScreen title="Updates" emptyTitle="No updates yet">
      Activity on your plans, tasks, reports and appointments will appear here.
    </AreaScreen>
  );
}

export function CommentsScreen() {
  return (
    <AreaScreen title="Comments" emptyTitle="No comments yet">
      Comments on your records and replies to yours will appear here.
    </AreaScreen>
  );
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
  return (
    <AreaScreen title="Suggestions" emptyTitle="No suggestions yet">
      Recommendations from your counselor will appear here.
    </AreaScreen>
  );
}
