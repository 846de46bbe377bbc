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
import { useT } from '../../../i18n/use-t';
import { InvitesLists } from '../../../features/circles/components/invites-lists';
import { SentInvites } from '../../../features/organisations/components/panels';

export function InvitesScreen() {
  const t = useT();
  const { user } = useSession();
  if (user?.role === 'employer' || user?.role === 'broker') {
    return (
      <Page
        title={t('lists.invites')}
        description={
          t(user.role === 'employer' ? 'lists.invitesEmployer' : 'lists.invitesBroker')
        }
      >
        <SentInvites />
      </Page>
    );
  }
  return (
    <Page title={t('lists.invites')} description={t('lists.invitesMember')}>
      <InvitesLists userId={user?.id ?? ''} email={user?.email ?? ''} verified={user?.verified === true} />
    </Page>
  );
}

export function UpdatesScreen() {
  const t = useT();
  const viewer = viewerRole(useSession());
  return (
    <Page
      title={t('lists.updates')}
      description={forViewer(viewer, {
        member: t('lists.updatesMember'),
        counselor: t('lists.updatesCounselor'),
        superuser: t('lists.updatesOperator'),
      })}
    >
      <UpdatesTimeline
        emptyText={forViewer(viewer, {
          member: t('lists.updatesEmptyMember'),
          counselor: t('lists.updatesEmptyCounselor'),
          superuser: t('lists.updatesEmptyOperator'),
        })}
      />
    </Page>
  );
}

export function CommentsScreen() {
  const t = useT();
  const session = useSession();
  const viewer = viewerRole(session);
  return (
    <Page
      title={t('lists.comments')}
      description={forViewer(viewer, {
        member: t('lists.commentsMember'),
        counselor: t('lists.commentsCounselor'),
        superuser: t('lists.commentsOperator'),
      })}
    >
      <CommentsInbox
        userId={session.user?.id ?? ''}
        role={viewer === 'superuser' ? 'superuser' : (session.user?.role ?? '')}
        emptyText={forViewer(viewer, {
          member: t('lists.commentsEmptyMember'),
          counselor: t('lists.commentsEmptyCounselor'),
          superuser: t('lists.commentsEmptyOperator'),
        })}
      />
    </Page>
  );
}

export function MessagesScreen() {
  const t = useT();
  const session = useSession();
  const viewer = viewerRole(session);
  return (
    <Page
      title={t(viewer === 'superuser' ? 'nav.allMessages' : 'nav.messages')}
      description={forViewer(viewer, {
        member: t('lists.messagesMember'),
        counselor: t('lists.messagesCounselor'),
        superuser: t('lists.messagesOperator'),
      })}
    >
      <MessageInbox
        role={session.user?.role ?? ''}
        emptyText={forViewer(viewer, {
          member: t('lists.messagesEmptyMember'),
          counselor: t('lists.messagesEmptyCounselor'),
          superuser: t('lists.messagesEmptyOperator'),
        })}
      />
    </Page>
  );
}

export function SuggestionsScreen() {
  const t = useT();
  const { user } = useSession();
  const list = useSuggestions();
  useSuggestionsLive();
  const role = user?.role ?? '';
  return (
    <Page
      title={t('lists.suggestions')}
      description={
        t(role === 'counselor' ? 'lists.suggestionsCounselor' : 'lists.suggestionsMember')
      }
      actions={
        <>
          {role === 'counselor' ? (
            <Button component={Link} to="/edit/suggestions">
              {t('lists.newSuggestion')}
            </Button>
          ) : null}
          <FeedbackButton />
        </>
      }
    >
      <QueryState
        isPending={list.isPending}
        errorMessage={list.error ? t('lists.suggestionsError') : null}
        onRetry={() => void list.refetch()}
        loadingLabel={t('lists.loadingSuggestions')}
      >
        <SuggestionsBoard items={list.data ?? []} role={role} userId={user?.id ?? ''} />
      </QueryState>
    </Page>
  );
}
