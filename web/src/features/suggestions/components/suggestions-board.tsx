import { Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import type { Suggestion } from '../api/suggestions-api';
import { SuggestionCard } from './suggestion-card';
import { useT } from '../../../i18n/use-t';

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
  const t = useT();
  const feedback = items.filter((s) => s.kind === 'product_feedback');
  const rest = items.filter((s) => s.kind !== 'product_feedback');
  const side = role === 'counselor' ? 'counselor' : 'member';
  if (!rest.length && !feedback.length)
    return (
      <EmptyState title={t('suggestions.empty.title')}>
        {side === 'counselor' ? t('suggestions.empty.counselor') : t('suggestions.empty.member')}
      </EmptyState>
    );
  const by = (st: string[]) => rest.filter((s) => st.includes(s.status));
  return (
    <Stack gap="xl">
      {side === 'counselor' ? (
        <Section title={t('plans.drafts')} items={by(['draft'])} side={side} userId={userId} empty={t('suggestions.noDrafts')} />
      ) : null}
      <Section
        title={side === 'counselor' ? t('label.suggestionsStatus.proposed') : t('suggestions.forYou')}
        items={by(['proposed'])}
        side={side}
        userId={userId}
        empty={t('suggestions.nothingNew')}
      />
      <Section title={t('suggestions.earlier')} items={by(['accepted', 'dismissed', 'expired'])} side={side} userId={userId} />
      <Section title={t('suggestions.yourFeedback')} items={feedback} side={side} userId={userId} />
    </Stack>
  );
}
