import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useUpdateAppointment } from '../api/appointments-api';
import type { Appointment, Slot } from '../api/types';
import { CUTOFF_MS, formatWhen, toMs } from '../lib/time';
import { isActive } from '../lib/status';
import { SlotPicker } from './slot-picker';

/** Member side: reschedule (same picker), cancel with a reason, both closed inside the 2-hour cut-off; rate after completion. */
export function MemberActions({ a, tz, now, chatHref }: { a: Appointment; tz: string; now: number; chatHref: string }) {
  const update = useUpdateAppointment(a.id);
  const [mode, setMode] = useState<'' | 'reschedule' | 'cancel'>('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reason, setReason] = useState('');
  const [rating, setRating] = useState(a.rating || 0);
  const start = toMs(a.start);
  const error = update.error ? (
    <Alert color="red" role="alert" title="Not changed">
      {errorMessage(update.error)}
    </Alert>
  ) : null;
  if (a.status === 'completed') {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rate-title">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="rate-title">
            How was it?
          </Title>
          <Radio.Group
            label="Your rating"
            description="1 = poor, 5 = excellent"
            value={rating ? String(rating) : ''}
            onChange={(v) => setRating(Number(v))}
          >
            <Group gap="md" mt="xs">
              {['1', '2', '3', '4', '5'].map((v) => (
                <Radio key={v} value={v} label={v} aria-label={`${v} out of 5`} />
              ))}
            </Group>
          </Radio.Group>
          {error}
          <Button
            w="fit-content"
            disabled={!rating || rating === a.rating}
            loading={update.isPending}
            onClick={() => update.mutate({ rating })}
          >
            {a.rating ? 'Update rating' : 'Rate this appointment'}
          </Button>
          {a.rating && rating === a.rating ? (
            <Text size="sm" c="gray.7">
              Thanks for your rating: {a.rating} out of 5.
            </Text>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  if (!isActive(a)) return null;
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
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="change-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="change-title">
          Change or cancel
        </Title>
        <Group gap="xs">
          {canMove ? (
            <Button
              variant={mode === 'reschedule' ? 'filled' : 'default'}
              onClick={() => {
                setMode('reschedule');
                update.reset();
              }}
            >
              Reschedule
            </Button>
          ) : null}
          <Button
            variant={mode === 'cancel' ? 'filled' : 'default'}
            color="red.9"
            onClick={() => {
              setMode('cancel');
              update.reset();
            }}
          >
            Cancel appointment
          </Button>
        </Group>
        {mode === 'reschedule' ? (
          <Stack gap="sm">
            <SlotPicker counselorId={a.counselor} tz={tz} selected={slot} onPick={setSlot} />
            {error}
            <Button
              w="fit-content"
              disabled={!slot}
              loading={update.isPending}
              onClick={() =>
                slot &&
                update.mutate(
                  { start: slot.start },
                  {
                    onSuccess: () => {
                      setMode('');
                      setSlot(null);
                    },
                    onError: () => setSlot(null),
                  },
                )
              }
            >
              {slot ? `Move to ${formatWhen(slot.start, tz)}` : 'Choose a new time'}
            </Button>
          </Stack>
        ) : null}
        {mode === 'cancel' ? (
          <Stack gap="sm">
            <Textarea
              label="Reason for cancelling"
              required
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={500}
            />
            {error}
            <Button
              w="fit-content"
              color="red.9"
              disabled={!reason.trim()}
              loading={update.isPending}
              onClick={() =>
                update.mutate({ status: 'cancelled', cancel_reason: reason.trim() }, { onSuccess: () => setMode('') })
              }
            >
              Confirm cancellation
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
