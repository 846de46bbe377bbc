import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  DISMISS_REASONS,
  KIND_LABELS,
  acceptSuggestion,
  dismissSuggestion,
  plainText,
  proposeSuggestion,
  savingsText,
  suggestionError,
  suggestionKeys,
  useMemberPlans,
  type Suggestion,
} from '../api/suggestions-api';
import { suggestionsStatusLabels } from '../../../lib/select-labels';

const STATUS: Readonly<Record<string, string>> = suggestionsStatusLabels;

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
  const client = useQueryClient();
  const [mode, setMode] = useState<'accept' | 'dismiss' | null>(null);
  const [plan, setPlan] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const plans = useMemberPlans(s.member, mode === 'accept');
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      setMode(null);
      await client.invalidateQueries({ queryKey: suggestionKeys.all });
      await client.invalidateQueries({ queryKey: ['tasks'] });
    } catch (err) {
      setFailure(suggestionError(err));
    } finally {
      setBusy(false);
    }
  };
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
            {STATUS[s.status] ?? s.status}
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
            <Button onClick={() => void run(() => proposeSuggestion(s.id))} loading={busy}>
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
            value={plan}
            onChange={setPlan}
            clearable
            nothingFoundMessage="No open plans"
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button onClick={() => void run(() => acceptSuggestion(s.id, plan))} loading={busy}>
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
            value={reason}
            onChange={setReason}
            required
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button
            onClick={() =>
              reason
                ? void run(() => dismissSuggestion(s.id, reason))
                : setFailure('Choose why you are dismissing this suggestion.')
            }
            loading={busy}
          >
            Dismiss suggestion
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
