import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { ReportRecord } from '../api/report-types';
import { useDeleteDraft } from '../api/use-delete-draft';
import { useMoveReport } from '../api/use-move-report';
import { reportError } from '../lib/report-errors';
import { ActionError } from './action-form';
import { ProvideInfo, RatingForm } from './member-forms';
import { storeDateMs } from '../../../lib/store-date';
import { useT } from '../../../i18n/use-t';

const DAY = 24 * 60 * 60 * 1000;
const canReopen = (r: ReportRecord, now = Date.now()) =>
  r.status === 'resolved' && (!r.resolved_at || now - storeDateMs(r.resolved_at) <= 14 * DAY);

/** What the member (or whoever files for them) can do now: per allowed transition. */
export function MemberActions({ report }: { report: ReportRecord }) {
  const move = useMoveReport(report.id);
  const t = useT();
  const remove = useDeleteDraft();
  const navigate = useNavigate();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const s = report.status;
  const busy = (label: string) => move.isPending && move.variables.label === label;
  const to = (label: string, status: string) => () => {
    remove.reset();
    move.mutate({ label, body: { status } });
  };
  const deleteIt = () => {
    move.reset();
    remove.mutate(report.id, { onSuccess: () => void navigate('/reports', { replace: true }) });
  };
  const error = move.error ?? remove.error;
  return (
    <Stack gap="sm">
      {s === 'draft' ? (
        <Group gap="sm">
          <Button onClick={to('submit', 'submitted')} loading={busy('submit')}>
            {t('reports.form.send')}
          </Button>
          <Button variant="default" component={Link} to={`/reports/new?draft=${encodeURIComponent(report.id)}`}>
            {t('reports.action.continueEditing')}
          </Button>
          <Button variant="subtle" color="red.8" c="red.9" onClick={deleteIt} loading={remove.isPending}>
            {t('reports.action.deleteDraft')}
          </Button>
        </Group>
      ) : null}
      {s === 'needs_info' ? <ProvideInfo report={report} /> : null}
      {s === 'resolved' ? (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('reports.action.sortedTitle')}
            </Title>
            <Text size="sm">
              {canReopen(report) ? t('reports.action.confirmOrReopen') : t('reports.action.confirmToClose')}
            </Text>
            <Group gap="sm">
              <Button onClick={to('close', 'closed')} loading={busy('close')}>
                {t('reports.action.confirmClose')}
              </Button>
              {canReopen(report) ? (
                <Button variant="default" onClick={to('reopen', 'in_review')} loading={busy('reopen')}>
                  {t('reports.action.reopen')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {(s === 'resolved' || s === 'closed') && !report.satisfaction ? <RatingForm report={report} /> : null}
      {s === 'submitted' || s === 'in_review' || s === 'needs_info' ? (
        confirmWithdraw ? (
          <Alert color="orange" title={t('reports.action.withdrawTitle')}>
            <Text size="sm">{t('reports.action.withdrawBody')}</Text>
            <Group gap="sm" mt="xs">
              <Button color="red.8" onClick={to('withdraw', 'withdrawn')} loading={busy('withdraw')}>
                {t('reports.action.withdrawYes')}
              </Button>
              <Button variant="default" onClick={() => setConfirmWithdraw(false)}>
                {t('reports.action.keepOpen')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Button variant="subtle" color="red.8" c="red.9" onClick={() => setConfirmWithdraw(true)}>
              {t('reports.action.withdraw')}
            </Button>
          </Group>
        )
      ) : null}
      <ActionError error={error ? reportError(error) : null} />
    </Stack>
  );
}
