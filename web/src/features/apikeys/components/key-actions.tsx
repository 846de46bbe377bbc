import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { apiKeyKeys, renameApiKey, revokeApiKey, type ApiKeyRecord } from '../api/api-keys-api';
import { keyErrorMessage } from '../lib/key-errors';

/** Rename a key (its secret and permissions stay the same). */
export function RenameKeyModal({ apiKey, onClose }: { apiKey: ApiKeyRecord | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forId, setForId] = useState('');
  if (apiKey && forId !== apiKey.id) {
    setForId(apiKey.id);
    setName(apiKey.name);
    setError(null);
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!apiKey) return;
    if (!name.trim()) return setError('Give the key a name.');
    setBusy(true);
    try {
      await renameApiKey(apiKey.id, name.trim());
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      setForId('');
      onClose();
    } catch (err) {
      setError(keyErrorMessage(err, 'rename'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Rename API key">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            required
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Revoke after confirmation: the key stops working at once. */
export function RevokeKeyModal({ apiKey, onClose }: { apiKey: ApiKeyRecord | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    if (!apiKey) return;
    setBusy(true);
    try {
      await revokeApiKey(apiKey.id);
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      setError(null);
      onClose();
    } catch (err) {
      setError(keyErrorMessage(err, 'revoke'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Revoke this API key?">
      <Stack gap="md">
        <Text>
          Systems using <strong>{apiKey?.name}</strong> ({apiKey?.prefix}…) will stop working at once. This cannot be
          undone.
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void revoke()} loading={busy}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
