import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useSuggestions } from '../../../features/suggestions/api/suggestions-api';
import { useSuggestionsLive } from '../../../features/suggestions/api/use-live';
import { FeedbackButton } from '../../../features/suggestions/components/feedback-button';
import { SuggestionsBoard } from '../../../features/suggestions/components/suggestions-board';
import { Page } from '../../../components/page';
import { CommentsInbox } from '../../../features/activity/components/comments-inbox';
import { UpdatesTimeline } from '../../../features/activity/components/updates-timeline';
import { MessageInbox } from '../../../features/chat/components/message-inbox';
import { useSession } from '../../../lib/session';
import { InvitesLists } from '../../../features/circles/components/invites-lists';
import { SentInvites } from '../../../features/organisations/components/panels';

export function InvitesScreen() {
  const { user } = useSession();
  if (user?.role === 'employer' || user?.role === 'broker') {
    return (
      <Page
        title="Invites"
        description={
          user.role === 'employer'
            ? 'Invitations you and your co-admins sent to employees and admins.'
            : 'Invitations your agency sent to employer admins and colleagues.'
        }
      >
        <SentInvites />
      </Page>
    );
  }
  return (
    <Page title="Invites" description="Invitations to circles you received and sent.">
      <InvitesLists userId={user?.id ?? ''} email={user?.email ?? ''} verified={user?.verified === true} />
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
  const { user } = useSession();
  const list = useSuggestions();
  useSuggestionsLive();
  const role = user?.role ?? '';
  return (
    <Page
      title="Suggestions"
      description={
        role === 'counselor'
          ? 'Draft and propose recommendations for your caseload.'
          : 'Recommendations that could save you time or money.'
      }
      actions={
        <>
          {role === 'counselor' ? (
            <Button component={Link} to="/edit/suggestions">
              New suggestion
            </Button>
          ) : null}
          <FeedbackButton />
        </>
      }
    >
      <QueryState
        isPending={list.isPending}
        errorMessage={list.error ? 'Suggestions could not be loaded. Check your connection and try again.' : null}
        onRetry={() => void list.refetch()}
        loadingLabel="Loading suggestions"
      >
        <SuggestionsBoard items={list.data ?? []} role={role} userId={user?.id ?? ''} />
      </QueryState>
    </Page>
  );
}
