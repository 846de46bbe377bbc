import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeletionRequest, useDeletionState } from '../api/account-data';
import { formatDayLong as formatDay } from '../../../lib/format-date';
import { useT } from '../../../i18n/use-t';


/**
 * "Delete my account" as a request (product.md §3.1): a confirmation dialog, then the pending state
 * with the date the account goes and "Cancel deletion request".
 */
export function AccountDeletionSection() {
  const t = useT();
  const state = useDeletionState();
  const change = useDeletionRequest();
  const [confirming, setConfirming] = useState(false);
  const pending = Boolean(state.data?.requestedAt);
  const failure = change.isError
    ? t('account.deleteSaveFailed')
    : state.isError
      ? t('account.deleteLoadFailed')
      : null;
  const ask = () =>
    change.mutate(true, {
      onSettled: () => setConfirming(false),
    });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="deletion-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="deletion-title">
          {t('account.deleteTitle')}
        </Title>
        {state.isPending ? (
          <Skeleton height={60} role="progressbar" aria-label={t('account.deleteLoading')} />
        ) : pending && state.data ? (
          <>
            <Alert
              color="orange"
              role="status"
              title={t('account.deleteRequested')}
              // Mantine's orange title is under 4.5:1 on the light orange surface
              styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
            >
              {t('account.deleteOn', { date: formatDay(state.data.purgeAfter) })}
            </Alert>
            <Button variant="default" onClick={() => change.mutate(false)} loading={change.isPending} w="fit-content">
              {t('account.deleteCancel')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('account.deleteBody')}</Text>
            <Button color="red.8" variant="outline" onClick={() => setConfirming(true)} w="fit-content">
              {t('account.deleteMine')}
            </Button>
          </>
        )}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('account.deleteConfirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('nav.close') }}
      >
        <Stack gap="md">
          <Text>{t('account.deleteConfirmBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('account.deleteKeep')}
            </Button>
            <Button color="red.8" onClick={ask} loading={change.isPending}>
              {t('account.deleteYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
