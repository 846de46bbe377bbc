import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AreaScreen } from '../../../components/area-screen';
import { QueryState } from '../../../components/query-state';
import { useSuggestions } from '../../../features/suggestions/api/suggestions-api';
import { useSuggestionsLive } from '../../../features/suggestions/api/use-live';
import { FeedbackButton } from '../../../features/suggestions/components/feedback-button';
import { SuggestionsBoard } from '../../../features/suggestions/components/suggestions-board';
import { Page } from '../../../components/page';
import { MessageInbox } from '../../../features/chat/components/message-inbox';
import { useSession } from '../../../lib/session';

export function InvitesScreen() {
  return (
    <AreaScreen title="Invites" emptyTitle="No invites yet">
      Invitations you send or receive will appear here.
    </AreaScreen>
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
