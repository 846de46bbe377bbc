/** Suggestions (product.md §3.4): recommendations to accept or dismiss, counselor drafts, product feedback. */
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { SuggestionsRecord } from '../../../lib/schema';
import { suggestionsKindLabels } from '../../../lib/select-labels';
import { textToHtml } from '../../../lib/html-text';
import { formatMoney } from '../../../i18n/format';
import { t } from '../../../i18n/i18n';

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

/** why a member dismisses a suggestion, in the active language */
export const dismissReasons = () => [
  { value: 'not_relevant', label: t('suggestions.reason.notRelevant') },
  { value: 'already_done', label: t('suggestions.reason.alreadyDone') },
  { value: 'too_expensive', label: t('suggestions.reason.tooExpensive') },
  { value: 'later', label: t('suggestions.reason.later') },
  { value: 'other', label: t('suggestions.reason.other') },
];

export const KIND_LABELS: Readonly<Record<string, string>> = suggestionsKindLabels;

export function savingsText(n: number): string | null {
  return n > 0 ? t('suggestions.couldSave', { amount: formatMoney(n, 0) }) : null;
}

export { htmlToText as plainText } from '../../../lib/html-text';

/** a sentence for a refused change, never the server's raw text */
export function suggestionError(err: unknown): string {
  const status = (err as { status?: number }).status ?? 0;
  const data = ((err as { response?: { data?: Record<string, unknown> } }).response?.data ?? {}) as Record<
    string,
    unknown
  >;
  if (status === 0) return t('error.unreachable');
  if (data['plan']) return t('plans.codePlanMember');
  if (data['dismiss_reason']) return t('suggestions.error.reason');
  if (data['title']) return t('suggestions.error.title');
  if (status === 404) return t('suggestions.error.gone');
  return t('suggestions.error.other');
}
