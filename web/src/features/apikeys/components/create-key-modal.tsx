import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { apiKeyKeys, createApiKey } from '../api/api-keys-api';
import { EXPIRY_CHOICES, scopeLabel } from '../lib/scope-labels';
import { keyErrorMessage } from '../lib/key-errors';
import { SecretReveal } from './secret-reveal';

/** Create a key: name, permissions, expiry; then the secret once. */
export function CreateKeyModal({
  opened,
  onClose,
  scopes,
}: {
  opened: boolean;
  onClose: () => void;
  scopes: string[];
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('90');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setName('');
    setChosen([]);
    setExpiry('90');
    setError(null);
    setSecret(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Give the key a name, for example the system that will use it.');
    if (!chosen.length) return setError('Choose at least one permission for the key.');
    setBusy(true);
    setError(null);
    try {
      const created = await createApiKey({
        name: name.trim(),
        scopes: chosen,
        expiresInDays: expiry === 'never' ? null : Number(expiry),
      });
      setSecret(created.key);
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    } catch (err) {
      setError(keyErrorMessage(err, 'create'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={secret ? 'API key created' : 'Create an API key'} size="lg">
      {secret ? (
        <SecretReveal secret={secret} onDone={close} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Name"
              description="For example the HR system that will use it"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={100}
              required
            />
            <Checkbox.Group label="Permissions" value={chosen} onChange={setChosen} required>
              <Stack gap={6} mt={6}>
                {scopes.map((s) => (
                  <Checkbox key={s} value={s} label={scopeLabel(s)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Radio.Group label="Expires after" value={expiry} onChange={setExpiry}>
              <Stack gap={6} mt={6}>
                {EXPIRY_CHOICES.map((c) => (
                  <Radio key={c.value} value={c.value} label={c.label} />
                ))}
              </Stack>
            </Radio.Group>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" loading={busy}>
              Create key
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
