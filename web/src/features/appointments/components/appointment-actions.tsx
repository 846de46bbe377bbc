import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-errors';
import { useUpdateAppointment } from '../api/appointments-api';
import type { Appointment, Slot } from '../api/types';
import { CUTOFF_MS, formatWhen, toMs } from '../lib/time';
import { isActive } from '../lib/status';
import { whoseArgs } from '../lib/whose-args';
import { SlotPicker } from './slot-picker';
import { useSession } from '../../../lib/session';
import { otherName } from '../../../lib/whose';
import { useCircleManage } from '../../../lib/circle-manage';

type Update = ReturnType<typeof useUpdateAppointment>;

function NotChanged({ update }: { update: Update }) {
  const t = useT();
  return update.error ? (
    <Alert color="red" role="alert" title={t('appointments.notChanged')}>
      {errorMessage(update.error)}
    </Alert>
  ) : null;
}

/** Member side: reschedule (same picker), cancel with a reason, both closed inside the 2-hour cut-off; rate after completion. */
export function MemberActions({ a, tz, now, chatHref }: { a: Appointment; tz: string; now: number; chatHref: string }) {
  const update = useUpdateAppointment(a.id);
  const [mode, setMode] = useState<'' | 'reschedule' | 'cancel'>('');
  const t = useT();
  const viewerId = useSession().user?.id;
  const whose = otherName(a.expand?.member, viewerId);
  const mayManage = useCircleManage(a.expand?.member, viewerId, 'appointments');
  const start = toMs(a.start);
  if (a.status === 'completed') return whose ? null : <RateAppointment a={a} update={update} />;
  if (!isActive(a)) return null;
  // what the circle does not allow is not offered: a caregiver with view access only reads
  if (mayManage === null) return null;
  if (!mayManage) {
    return (
      <Text c="gray.7">
        {t('appointments.sharedToSee', { name: whose })}
      </Text>
    );
  }
  if (Number.isFinite(start) && start - now < CUTOFF_MS) {
    return (
      <Alert color="blue" title={t('appointments.needChange')}>
        {t('appointments.cutoffBefore')}{' '}
        <Anchor component={Link} to={chatHref}>
          {t('appointments.cutoffLink')}
        </Anchor>{' '}
        {t('appointments.cutoffAfter')}
      </Alert>
    );
  }
  const canMove = a.kind !== 'provider_visit' && a.status === 'confirmed';
  const choose = (next: 'reschedule' | 'cancel') => {
    setMode(next);
    update.reset();
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="change-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="change-title">
          {t('appointments.changeOrCancel')}
        </Title>
        <Group gap="xs">
          {canMove ? (
            <Button variant={mode === 'reschedule' ? 'filled' : 'default'} onClick={() => choose('reschedule')}>
              {whose ? t('appointments.rescheduleFor', whoseArgs(whose)) : t('appointments.reschedule')}
            </Button>
          ) : null}
          <Button variant={mode === 'cancel' ? 'filled' : 'default'} color="red.9" onClick={() => choose('cancel')}>
            {whose ? t('appointments.cancelFor', whoseArgs(whose)) : t('appointments.cancel')}
          </Button>
        </Group>
        {mode === 'reschedule' ? (
          <Reschedule a={a} tz={tz} update={update} onDone={() => setMode('')} />
        ) : mode === 'cancel' ? (
          <CancelWithReason update={update} onDone={() => setMode('')} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function RateAppointment({ a, update }: { a: Appointment; update: Update }) {
  const form = useForm({ mode: 'controlled', initialValues: { rating: a.rating || 0 } });
  const { rating } = form.values;
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rate-title">
      <form onSubmit={form.onSubmit((values) => update.mutate({ rating: values.rating }))} noValidate>
        <Stack gap="xs">
          <Title order={2} fz="lg" id="rate-title">
            {t('appointments.howWasIt')}
          </Title>
          <Radio.Group
            label={t('appointments.yourRating')}
            description={t('appointments.ratingScale')}
            value={rating ? String(rating) : ''}
            onChange={(v) => form.setFieldValue('rating', Number(v))}
          >
            <Group gap="md" mt="xs">
              {['1', '2', '3', '4', '5'].map((v) => (
                <Radio key={v} value={v} label={v} aria-label={t('appointments.outOf5', { rating: v })} />
              ))}
            </Group>
          </Radio.Group>
          <NotChanged update={update} />
          <Button type="submit" w="fit-content" disabled={!rating || rating === a.rating} loading={update.isPending}>
            {a.rating ? t('appointments.updateRating') : t('appointments.rate')}
          </Button>
          {a.rating && rating === a.rating ? (
            <Text size="sm" c="gray.7">
              {t('appointments.ratingThanks', { rating: a.rating })}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

function Reschedule({ a, tz, update, onDone }: { a: Appointment; tz: string; update: Update; onDone: () => void }) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const t = useT();
  const move = () => {
    if (!slot) return;
    update.mutate({ start: slot.start }, { onSuccess: onDone, onError: () => setSlot(null) });
  };
  return (
    <Stack gap="sm">
      <SlotPicker counselorId={a.counselor} tz={tz} selected={slot} onPick={setSlot} />
      <NotChanged update={update} />
      <Button w="fit-content" disabled={!slot} loading={update.isPending} onClick={move}>
        {slot ? t('appointments.moveTo', { when: formatWhen(slot.start, tz) }) : t('appointments.chooseNewTime')}
      </Button>
    </Stack>
  );
}

function CancelWithReason({ update, onDone }: { update: Update; onDone: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  const t = useT();
  const submit = form.onSubmit((values) =>
    update.mutate({ status: 'cancelled', cancel_reason: values.reason.trim() }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('appointments.cancelReason')}
          required
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
          maxLength={500}
        />
        <NotChanged update={update} />
        <Button type="submit" w="fit-content" color="red.9" disabled={!form.values.reason.trim()} loading={update.isPending}>
          {t('appointments.confirmCancel')}
        </Button>
      </Stack>
    </form>
  );
}
