import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import {
  dismissReasons,
  KIND_LABELS,
  plainText,
  savingsText,
  suggestionError,
  useMemberPlans,
  type Suggestion,
} from '../api/suggestions-api';
import { suggestionsStatusLabels } from '../../../lib/select-labels';
import { useAnswerSuggestion, type SuggestionAnswer } from '../api/use-answer-suggestion';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';

const STATUS: Readonly<Record<string, string>> = suggestionsStatusLabels;

/**
 * The status chip's words. Product feedback is stored as a `draft` suggestion that the Covey team
 * reads: it reads "Sent to the Covey team", as the screen said when it was sent, not "Draft" (#29).
 */
export function suggestionStatusLabel(s: { kind: string; status: string }): string {
  if (s.kind === 'product_feedback' && s.status === 'draft') return translate('suggestions.sentToTeam');
  return STATUS[s.status] ?? s.status;
}

/** one suggestion: what, why, the savings estimate, and the actions the viewer's side has */
export function SuggestionCard({
  s,
  side,
  forName,
}: {
  s: Suggestion;
  side: 'member' | 'counselor';
  forName?: string;
}) {
  const t = useT();
  const [mode, setMode] = useState<'accept' | 'dismiss' | null>(null);
  const answer = useAnswerSuggestion(s.id);
  const form = useForm<{ plan: string | null; reason: string | null }>({
    mode: 'controlled',
    initialValues: { plan: null, reason: null },
    validate: { reason: (v) => (mode !== 'dismiss' || v ? null : t('suggestions.error.reason')) },
  });
  const plans = useMemberPlans(s.member, mode === 'accept');
  const run = (a: SuggestionAnswer) => answer.mutate(a, { onSuccess: () => setMode(null) });
  const dismiss = form.onSubmit(({ reason }) => run({ kind: 'dismiss', reason: reason ?? '' }));
  const failure = answer.error ? suggestionError(answer.error) : null;
  const savings = savingsText(s.estimated_savings);
  const body = plainText(s.body);
  const titleId = `suggestion-${s.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {s.title}
          </Title>
          <Badge variant="outline" color={s.status === 'proposed' ? 'teal.9' : 'gray.8'}>
            {suggestionStatusLabel(s)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {[
            KIND_LABELS[s.kind] ?? t('suggestions.suggestion'),
            forName ? t('plans.forName', { name: forName }) : '',
            s.source === 'assistant' ? t('suggestions.byAssistant') : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {body ? <Text style={{ whiteSpace: 'pre-wrap' }}>{body}</Text> : null}
        {savings ? (
          <Text fw={600} c="green.9">
            {savings}
          </Text>
        ) : null}
        {s.status === 'accepted' && s.task ? (
          <Anchor component={Link} to={`/tasks/${s.task}`}>
            {t('suggestions.openTask')}
          </Anchor>
        ) : null}
        {failure && !mode ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {side === 'member' && s.status === 'proposed' ? (
          <Group gap="sm">
            <Button onClick={() => setMode('accept')}>{t('suggestions.accept')}</Button>
            <Button variant="default" onClick={() => setMode('dismiss')}>
              {t('suggestions.dismiss')}
            </Button>
          </Group>
        ) : null}
        {side === 'counselor' && s.status === 'draft' && s.kind !== 'product_feedback' ? (
          <Group gap="sm">
            <Button onClick={() => run({ kind: 'propose' })} loading={answer.isPending}>
              {t('suggestions.propose')}
            </Button>
            <Button component={Link} to={`/edit/suggestions/${s.id}`} variant="default">
              {t('suggestions.edit')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={mode === 'accept'} onClose={() => setMode(null)} title={t('suggestions.acceptTitle', { title: s.title })}>
        <Stack gap="sm">
          <Text size="sm">{t('suggestions.acceptHint')}</Text>
          <Select
            label={t('suggestions.plan')}
            placeholder={plans.isPending ? t('suggestions.loadingPlans') : t('suggestions.noPlan')}
            data={(plans.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
            {...form.getInputProps('plan')}
            clearable
            nothingFoundMessage={t('suggestions.noOpenPlans')}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button onClick={() => run({ kind: 'accept', plan: form.values.plan })} loading={answer.isPending}>
            {t('suggestions.createTask')}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={mode === 'dismiss'} onClose={() => setMode(null)} title={t('suggestions.dismissTitle', { title: s.title })}>
        <Stack gap="sm">
          <Select
            label={t('appointments.reason')}
            placeholder={t('suggestions.chooseReason')}
            data={dismissReasons()}
            {...form.getInputProps('reason')}
            required
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button onClick={() => dismiss()} loading={answer.isPending}>
            {t('suggestions.dismissSuggestion')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
