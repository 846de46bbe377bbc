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
import { forViewer, viewerRole } from '../../../lib/viewer-role';
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
  const viewer = viewerRole(useSession());
  return (
    <Page
      title="Updates"
      description={forViewer(viewer, {
        member: 'What happened on the records you can see.',
        counselor: "What happened on your members' plans, tasks, reports and appointments.",
        superuser: "What happened on members' plans, tasks, reports and appointments, newest first.",
      })}
    >
      <UpdatesTimeline
        emptyText={forViewer(viewer, {
          member: 'Activity on your plans, tasks, reports and appointments will appear here.',
          counselor: "Activity on your members' plans, tasks, reports and appointments will appear here.",
          superuser: "Activity on members' plans, tasks, reports and appointments will appear here.",
        })}
      />
    </Page>
  );
}

export function CommentsScreen() {
  const session = useSession();
  const viewer = viewerRole(session);
  return (
    <Page
      title="Comments"
      description={forViewer(viewer, {
        member: 'Comments on your records and replies to yours, unread first.',
        counselor: "Comments on your members' plans, reports and files, and replies to yours, unread first.",
        superuser: 'Comments members and counselors left on plans, reports and files.',
      })}
    >
      <CommentsInbox
        userId={session.user?.id ?? ''}
        role={viewer === 'superuser' ? 'superuser' : (session.user?.role ?? '')}
        emptyText={forViewer(viewer, {
          member: 'Comments on your records and replies to yours will appear here.',
          counselor: 'Comments from your members, and replies to yours, will appear here.',
          superuser: 'Comments members and counselors leave will appear here.',
        })}
      />
    </Page>
  );
}

export function MessagesScreen() {
  const session = useSession();
  const viewer = viewerRole(session);
  return (
    <Page
      title={viewer === 'superuser' ? 'All messages' : 'Messages'}
      description={forViewer(viewer, {
        member: 'Messages from all your conversations.',
        counselor: 'Messages from your conversations with your members.',
        superuser: 'Messages from every conversation between members and counselors.',
      })}
    >
      <MessageInbox
        role={session.user?.role ?? ''}
        emptyText={forViewer(viewer, {
          member: 'Messages from all your conversations will appear here.',
          counselor: 'Messages from your members will appear here.',
          superuser: 'Messages between members and counselors will appear here.',
        })}
      />
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
