import { ComingSoonScreen } from '../../../components/area-screen';
import { Page } from '../../../components/page';
import { CommentsInbox } from '../../../features/activity/components/comments-inbox';
import { UpdatesTimeline } from '../../../features/activity/components/updates-timeline';
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
    <Page title="Updates" description="What happened on the records you can see.">
      <UpdatesTimeline />
    </Page>
  );
}

export function CommentsScreen() {
  const { user } = useSession();
  return (
    <Page title="Comments" description="Comments on your records and replies to yours, unread first.">
      <CommentsInbox userId={user?.id ?? ''} role={user?.role ?? ''} />
    </Page>
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
  return <ComingSoonScreen title="Suggestions" area="Suggestions" />;
}
