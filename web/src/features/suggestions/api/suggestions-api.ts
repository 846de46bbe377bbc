/** Suggestions (product.md §3.4): recommendations to accept or dismiss, counselor drafts, product feedback. */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { SuggestionsRecord } from '../../../lib/schema';
import { suggestionsKindLabels } from '../../../lib/select-labels';
import { textToHtml } from '../../../lib/html-text';

export interface Suggestion extends RecordModel, Pick<SuggestionsRecord, 'member' | 'author' | 'source' | 'kind' | 'title' | 'body' | 'estimated_savings' | 'plan' | 'task' | 'status' | 'dismiss_reason'> {
  expand?: { member?: RecordModel & { first_name: string; last_name: string; user: string } };
}

export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: () => ['suggestions', 'list'] as const,
  plans: (member: string) => ['suggestions', 'plans', member] as const,
};

export function useSuggestions() {
  return useQuery({
    queryKey: suggestionKeys.list(),
    queryFn: () => pb.collection('suggestions').getFullList<Suggestion>({ sort: '-created,id', expand: 'member' }),
  });
}

/** the member's open plans a task can go into */
export function useMemberPlans(member: string, enabled: boolean) {
  return useQuery({
    queryKey: suggestionKeys.plans(member),
    enabled: enabled && Boolean(member),
    queryFn: () =>
      pb.collection('plans').getFullList<RecordModel & { title: string }>({
        filter: pb.filter('member = {:member} && (status = "active" || status = "on_hold" || status = "draft")', {
          member,
        }),
        sort: '-created,id',
        fields: 'id,title',
      }),
  });
}

export const acceptSuggestion = (id: string, plan: string | null) =>
  pb.collection('suggestions').update<Suggestion>(id, { status: 'accepted', plan: plan ?? '' });
export const dismissSuggestion = (id: string, reason: string) =>
  pb.collection('suggestions').update<Suggestion>(id, { status: 'dismissed', dismiss_reason: reason });
export const proposeSuggestion = (id: string) =>
  pb.collection('suggestions').update<Suggestion>(id, { status: 'proposed' });

export function sendFeedback(title: string, body: string) {
  const html = textToHtml(body);
  return pb.collection('suggestions').create<Suggestion>({
    author: pb.authStore.record?.id ?? '',
    kind: 'product_feedback',
    title,
    body: html,
    status: 'draft',
  });
}

export const DISMISS_REASONS = [
  { value: 'not_relevant', label: 'Not relevant to me' },
  { value: 'already_done', label: 'Already done' },
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'later', label: 'Maybe later' },
  { value: 'other', label: 'Another reason' },
];

export const KIND_LABELS: Readonly<Record<string, string>> = suggestionsKindLabels;

export function savingsText(n: number): string | null {
  return n > 0
    ? `Could save about ${n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}`
    : null;
}

export { htmlToText as plainText } from '../../../lib/html-text';

/** a sentence for a refused change, never the server's raw text */
export function suggestionError(err: unknown): string {
  const status = (err as { status?: number }).status ?? 0;
  const data = ((err as { response?: { data?: Record<string, unknown> } }).response?.data ?? {}) as Record<
    string,
    unknown
  >;
  if (status === 0) return 'Could not reach the server. Check your connection and try again.';
  if (data['plan']) return 'Choose one of this person’s plans.';
  if (data['dismiss_reason']) return 'Choose why you are dismissing this suggestion.';
  if (data['title']) return 'Give your feedback a short title.';
  if (status === 404) return 'This suggestion is no longer open to you. Refresh the page.';
  return 'This could not be saved. Try again in a moment.';
}
