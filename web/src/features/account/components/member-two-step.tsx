import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import type { UserRecord } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useTwoStep } from '../api/use-two-step';
import { useT } from '../../../i18n/use-t';

/**
 * A member's choice of two-step sign-in (#29, product.md §4 "/account"): after the password, a 6-digit
 * code by email, the same second step staff have. It needs mail: while Covey cannot send email the
 * screen says so and who can fix it, with no switch that cannot work. Turning it off asks first.
 */
export function MemberTwoStep({ user, mailReady }: { user: UserRecord & { mfa_on?: boolean }; mailReady: boolean }) {
  const t = useT();
  const change = useTwoStep(user.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const on = user.mfa_on === true;
  if (!mailReady) {
    return (
      <Text>{t('account.twoStep.needsMail')}</Text>
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
        label={t('account.twoStep.label')}
        description={t('account.twoStep.description')}
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
          {t('account.twoStep.turnedOn')}
        </Alert>
      ) : null}
      {done === 'off' && !on ? (
        <Alert color="gray" role="status">
          {t('account.twoStep.turnedOff')}
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
        title={t('account.twoStep.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('account.twoStep.close') }}
      >
        <Stack gap="md">
          <Text>{t('account.twoStep.confirmBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('account.twoStep.keepOn')}
            </Button>
            <Button color="red.8" onClick={() => set(false)} loading={change.isPending}>
              {t('account.twoStep.turnOff')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
