import { Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import type { Suggestion } from '../api/suggestions-api';
import { SuggestionCard } from './suggestion-card';

const name = (s: Suggestion) => `${s.expand?.member?.first_name ?? ''} ${s.expand?.member?.last_name ?? ''}`.trim();

function Section({
  title,
  items,
  side,
  userId,
  empty,
}: {
  title: string;
  items: Suggestion[];
  side: 'member' | 'counselor';
  userId: string;
  empty?: string;
}) {
  if (!items.length && !empty) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {items.length ? (
        items.map((s) => (
          <SuggestionCard
            key={s.id}
            s={s}
            side={side}
            forName={s.expand?.member && s.expand.member.user !== userId ? name(s) || undefined : undefined}
          />
        ))
      ) : (
        <Text c="gray.7">{empty}</Text>
      )}
    </Stack>
  );
}

/** members: proposed first, then history; counselors: drafts, proposed, history; everyone: own feedback */
export function SuggestionsBoard({ items, role, userId }: { items: Suggestion[]; role: string; userId: string }) {
  const feedback = items.filter((s) => s.kind === 'product_feedback');
  const rest = items.filter((s) => s.kind !== 'product_feedback');
  const side = role === 'counselor' ? 'counselor' : 'member';
  if (!rest.length && !feedback.length)
    return (
      <EmptyState title="No suggestions yet">
        {side === 'counselor'
          ? 'Draft a suggestion for a member of your caseload.'
          : 'Recommendations from your counselor will appear here.'}
      </EmptyState>
    );
  const by = (st: string[]) => rest.filter((s) => st.includes(s.status));
  return (
    <Stack gap="xl">
      {side === 'counselor' ? (
        <Section title="Drafts" items={by(['draft'])} side={side} userId={userId} empty="No drafts waiting." />
      ) : null}
      <Section
        title={side === 'counselor' ? 'Proposed' : 'Suggested for you'}
        items={by(['proposed'])}
        side={side}
        userId={userId}
        empty="Nothing new right now."
      />
      <Section title="Earlier" items={by(['accepted', 'dismissed', 'expired'])} side={side} userId={userId} />
      <Section title="Your product feedback" items={feedback} side={side} userId={userId} />
    </Stack>
  );
}
