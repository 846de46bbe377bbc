import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useUpdateAppointment } from '../api/appointments-api';
import type { Appointment, Slot } from '../api/types';
import { CUTOFF_MS, formatWhen, toMs } from '../lib/time';
import { isActive } from '../lib/status';
import { SlotPicker } from './slot-picker';
import { useSession } from '../../../lib/session';
import { otherName, possessive } from '../../../lib/whose';
import { useCircleManage } from '../../../lib/circle-manage';

type Update = ReturnType<typeof useUpdateAppointment>;

function NotChanged({ update }: { update: Update }) {
  return update.error ? (
    <Alert color="red" role="alert" title="Not changed">
      {errorMessage(update.error)}
    </Alert>
  ) : null;
}

/** Member side: reschedule (same picker), cancel with a reason, both closed inside the 2-hour cut-off; rate after completion. */
export function MemberActions({ a, tz, now, chatHref }: { a: Appointment; tz: string; now: number; chatHref: string }) {
  const update = useUpdateAppointment(a.id);
  const [mode, setMode] = useState<'' | 'reschedule' | 'cancel'>('');
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
        {`${whose} shared this appointment with you to see. To change it, ask ${whose} or their counselor.`}
      </Text>
    );
  }
  if (Number.isFinite(start) && start - now < CUTOFF_MS) {
    return (
      <Alert color="blue" title="Need to change this?">
        It's less than 2 hours until this appointment, so it can't be changed or cancelled here.{' '}
        <Anchor component={Link} to={chatHref}>
          Message your counselor
        </Anchor>{' '}
        instead.
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
          Change or cancel
        </Title>
        <Group gap="xs">
          {canMove ? (
            <Button variant={mode === 'reschedule' ? 'filled' : 'default'} onClick={() => choose('reschedule')}>
              {whose ? `Reschedule ${possessive(whose)} appointment` : 'Reschedule'}
            </Button>
          ) : null}
          <Button variant={mode === 'cancel' ? 'filled' : 'default'} color="red.9" onClick={() => choose('cancel')}>
            {whose ? `Cancel ${possessive(whose)} appointment` : 'Cancel appointment'}
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
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rate-title">
      <form onSubmit={form.onSubmit((values) => update.mutate({ rating: values.rating }))} noValidate>
        <Stack gap="xs">
          <Title order={2} fz="lg" id="rate-title">
            How was it?
          </Title>
          <Radio.Group
            label="Your rating"
            description="1 = poor, 5 = excellent"
            value={rating ? String(rating) : ''}
            onChange={(v) => form.setFieldValue('rating', Number(v))}
          >
            <Group gap="md" mt="xs">
              {['1', '2', '3', '4', '5'].map((v) => (
                <Radio key={v} value={v} label={v} aria-label={`${v} out of 5`} />
              ))}
            </Group>
          </Radio.Group>
          <NotChanged update={update} />
          <Button type="submit" w="fit-content" disabled={!rating || rating === a.rating} loading={update.isPending}>
            {a.rating ? 'Update rating' : 'Rate this appointment'}
          </Button>
          {a.rating && rating === a.rating ? (
            <Text size="sm" c="gray.7">
              Thanks for your rating: {a.rating} out of 5.
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

function Reschedule({ a, tz, update, onDone }: { a: Appointment; tz: string; update: Update; onDone: () => void }) {
  const [slot, setSlot] = useState<Slot | null>(null);
  const move = () => {
    if (!slot) return;
    update.mutate({ start: slot.start }, { onSuccess: onDone, onError: () => setSlot(null) });
  };
  return (
    <Stack gap="sm">
      <SlotPicker counselorId={a.counselor} tz={tz} selected={slot} onPick={setSlot} />
      <NotChanged update={update} />
      <Button w="fit-content" disabled={!slot} loading={update.isPending} onClick={move}>
        {slot ? `Move to ${formatWhen(slot.start, tz)}` : 'Choose a new time'}
      </Button>
    </Stack>
  );
}

function CancelWithReason({ update, onDone }: { update: Update; onDone: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' } });
  const submit = form.onSubmit((values) =>
    update.mutate({ status: 'cancelled', cancel_reason: values.reason.trim() }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Reason for cancelling"
          required
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
          maxLength={500}
        />
        <NotChanged update={update} />
        <Button type="submit" w="fit-content" color="red.9" disabled={!form.values.reason.trim()} loading={update.isPending}>
          Confirm cancellation
        </Button>
      </Stack>
    </form>
  );
}
