import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import {
  DISMISS_REASONS,
  KIND_LABELS,
  plainText,
  savingsText,
  suggestionError,
  useMemberPlans,
  type Suggestion,
} from '../api/suggestions-api';
import { suggestionsStatusLabels } from '../../../lib/select-labels';
import { useAnswerSuggestion, type SuggestionAnswer } from '../api/use-answer-suggestion';

const STATUS: Readonly<Record<string, string>> = suggestionsStatusLabels;

/**
 * The status chip's words. Product feedback is stored as a `draft` suggestion that the Covey team
 * reads: it reads "Sent to the Covey team", as the screen said when it was sent, not "Draft" (#29).
 */
export function suggestionStatusLabel(s: { kind: string; status: string }): string {
  if (s.kind === 'product_feedback' && s.status === 'draft') return 'Sent to the Covey team';
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
  const [mode, setMode] = useState<'accept' | 'dismiss' | null>(null);
  const answer = useAnswerSuggestion(s.id);
  const form = useForm<{ plan: string | null; reason: string | null }>({
    mode: 'controlled',
    initialValues: { plan: null, reason: null },
    validate: { reason: (v) => (mode !== 'dismiss' || v ? null : 'Choose why you are dismissing this suggestion.') },
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
          {KIND_LABELS[s.kind] ?? 'Suggestion'}
          {forName ? ` · For ${forName}` : ''}
          {s.source === 'assistant' ? ' · Drafted by the assistant' : ''}
        </Text>
        {body ? <Text style={{ whiteSpace: 'pre-wrap' }}>{body}</Text> : null}
        {savings ? (
          <Text fw={600} c="green.9">
            {savings}
          </Text>
        ) : null}
        {s.status === 'accepted' && s.task ? (
          <Anchor component={Link} to={`/tasks/${s.task}`}>
            Open the task
          </Anchor>
        ) : null}
        {failure && !mode ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {side === 'member' && s.status === 'proposed' ? (
          <Group gap="sm">
            <Button onClick={() => setMode('accept')}>Accept</Button>
            <Button variant="default" onClick={() => setMode('dismiss')}>
              Dismiss
            </Button>
          </Group>
        ) : null}
        {side === 'counselor' && s.status === 'draft' && s.kind !== 'product_feedback' ? (
          <Group gap="sm">
            <Button onClick={() => run({ kind: 'propose' })} loading={answer.isPending}>
              Propose
            </Button>
            <Button component={Link} to={`/edit/suggestions/${s.id}`} variant="default">
              Edit
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Modal opened={mode === 'accept'} onClose={() => setMode(null)} title={`Accept “${s.title}”`}>
        <Stack gap="sm">
          <Text size="sm">A task is added to your list. Pick the plan it belongs to, or keep it on its own.</Text>
          <Select
            label="Plan"
            placeholder={plans.isPending ? 'Loading plans…' : 'No plan'}
            data={(plans.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
            {...form.getInputProps('plan')}
            clearable
            nothingFoundMessage="No open plans"
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button onClick={() => run({ kind: 'accept', plan: form.values.plan })} loading={answer.isPending}>
            Create the task
          </Button>
        </Stack>
      </Modal>
      <Modal opened={mode === 'dismiss'} onClose={() => setMode(null)} title={`Dismiss “${s.title}”`}>
        <Stack gap="sm">
          <Select
            label="Reason"
            placeholder="Choose a reason"
            data={DISMISS_REASONS}
            {...form.getInputProps('reason')}
            required
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button onClick={() => dismiss()} loading={answer.isPending}>
            Dismiss suggestion
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
