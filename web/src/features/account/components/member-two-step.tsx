import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useTwoStep } from '../api/use-two-step';

/**
 * A member's choice of two-step sign-in (#29, product.md §4 "/account"): after the password, a 6-digit
 * code by email, the same second step staff have. It needs mail: while Covey cannot send email the
 * screen says so and who can fix it, with no switch that cannot work. Turning it off asks first.
 */
export function MemberTwoStep({ user, mailReady }: { user: UserRecord & { mfa_on?: boolean }; mailReady: boolean }) {
  const change = useTwoStep(user.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const on = user.mfa_on === true;
  if (!mailReady) {
    return (
      <Text>
        Two-step sign-in (a code we email you after your password) needs email, and Covey cannot send email yet. The
        person who runs Covey has to set up mail first. Until then your password protects your account, and changing
        it signs out every other device.
      </Text>
    );
  }
  const set = (next: boolean) =>
    change.mutate(next, {
      onSuccess: () => {
        setDone(next ? 'on' : 'off');
        setConfirming(false);
      },
    });
  return (
    <Stack gap="xs">
      <Switch
        label="Two-step sign-in"
        description="After your password, we email you a 6-digit code to finish signing in."
        checked={on}
        disabled={change.isPending}
        onChange={(event) => {
          setDone(null);
          if (event.currentTarget.checked) set(true);
          else setConfirming(true);
        }}
      />
      {done === 'on' && on ? (
        <Alert color="green" role="status">
          Two-step sign-in is on. The next time you sign in, we will email you a code after your password.
        </Alert>
      ) : null}
      {done === 'off' && !on ? (
        <Alert color="gray" role="status">
          Two-step sign-in is off. You sign in with your password alone.
        </Alert>
      ) : null}
      {change.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(change.error, 'save')}
        </Alert>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Turn off two-step sign-in?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>You will sign in with your password alone, without the code we email you.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it on
            </Button>
            <Button color="red.8" onClick={() => set(false)} loading={change.isPending}>
              Turn it off
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
