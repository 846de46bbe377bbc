import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiKeyRecord } from '../api/api-keys-api';
import { useRenameApiKey } from '../api/use-rename-api-key';
import { useRevokeApiKey } from '../api/use-revoke-api-key';
import { keyErrorMessage } from '../lib/key-errors';

/** Rename a key (its secret and permissions stay the same). */
export function RenameKeyModal({ apiKey, onClose }: { apiKey: ApiKeyRecord | null; onClose: () => void }) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Rename API key">
      {/* a new form per key: it starts from that key's name */}
      {apiKey ? <RenameKeyForm key={apiKey.id} apiKey={apiKey} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameKeyForm({ apiKey, onClose }: { apiKey: ApiKeyRecord; onClose: () => void }) {
  const rename = useRenameApiKey();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: apiKey.name },
    validate: { name: (v) => (v.trim() ? null : 'Give the key a name.') },
  });
  const submit = form.onSubmit((values) =>
    rename.mutate({ id: apiKey.id, name: values.name.trim() }, { onSuccess: onClose }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" {...form.getInputProps('name')} maxLength={100} required data-autofocus />
        {rename.error ? (
          <Alert color="red" role="alert">
            {keyErrorMessage(rename.error, 'rename')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Revoke after confirmation: the key stops working at once. */
export function RevokeKeyModal({ apiKey, onClose }: { apiKey: ApiKeyRecord | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        revoke.reset();
        onClose();
      },
    });
  };
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Revoke this API key?">
      <Stack gap="md">
        <Text>
          Systems using <strong>{apiKey?.name}</strong> ({apiKey?.prefix}…) will stop working at once. This cannot be
          undone.
        </Text>
        {revoke.error ? (
          <Alert color="red" role="alert">
            {keyErrorMessage(revoke.error, 'revoke')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={revoke.isPending}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
