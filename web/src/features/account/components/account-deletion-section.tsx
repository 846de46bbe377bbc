import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeletionRequest, useDeletionState } from '../api/account-data';
import { formatDayLong as formatDay } from '../../../lib/format-date';


/**
 * "Delete my account" as a request (product.md §3.1): a confirmation dialog, then the pending state
 * with the date the account goes and "Cancel deletion request".
 */
export function AccountDeletionSection() {
  const state = useDeletionState();
  const change = useDeletionRequest();
  const [confirming, setConfirming] = useState(false);
  const pending = Boolean(state.data?.requestedAt);
  const failure = change.isError
    ? 'We could not save that. Check your connection and try again.'
    : state.isError
      ? 'We could not load your account status. Reload the page to try again.'
      : null;
  const ask = () =>
    change.mutate(true, {
      onSettled: () => setConfirming(false),
    });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="deletion-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="deletion-title">
          Delete account
        </Title>
        {state.isPending ? (
          <Skeleton height={60} role="progressbar" aria-label="Loading your account status" />
        ) : pending && state.data ? (
          <>
            <Alert
              color="orange"
              role="status"
              title="Account deletion requested"
              // Mantine's orange title is under 4.5:1 on the light orange surface
              styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
            >
              Your account and everything in it will be deleted on {formatDay(state.data.purgeAfter)}. Until then you
              can keep using Covey and change your mind.
            </Alert>
            <Button variant="default" onClick={() => change.mutate(false)} loading={change.isPending} w="fit-content">
              Cancel deletion request
            </Button>
          </>
        ) : (
          <>
            <Text>
              Deleting your account removes your profile, coverage, plans, messages and files. We keep your request for
              30 days so you can change your mind, then delete everything.
            </Text>
            <Button color="red.8" variant="outline" onClick={() => setConfirming(true)} w="fit-content">
              Delete my account
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
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            Your account and everything in it will be deleted 30 days from now. Until then you can sign in and cancel
            the request. Download your data first if you want a copy.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
            <Button color="red.8" onClick={ask} loading={change.isPending}>
              Yes, delete my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
