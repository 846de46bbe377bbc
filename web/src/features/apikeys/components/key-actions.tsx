import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiKeyRecord } from '../api/api-keys-api';
import { useRenameApiKey } from '../api/use-rename-api-key';
import { useRevokeApiKey } from '../api/use-revoke-api-key';
import { keyErrorMessage } from '../lib/key-errors';
import { useT } from '../../../i18n/use-t';
import { SLOT, splitAtSlots } from '../../../lib/split-at-slots';

/** Rename a key (its secret and permissions stay the same). */
export function RenameKeyModal({ apiKey, onClose }: { apiKey: ApiKeyRecord | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('apikeys.renameTitle')} closeButtonProps={{ 'aria-label': t('apikeys.close') }}>
      {/* a new form per key: it starts from that key's name */}
      {apiKey ? <RenameKeyForm key={apiKey.id} apiKey={apiKey} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameKeyForm({ apiKey, onClose }: { apiKey: ApiKeyRecord; onClose: () => void }) {
  const t = useT();
  const rename = useRenameApiKey();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: apiKey.name },
    validate: { name: (v) => (v.trim() ? null : t('apikeys.error.nameShort')) },
  });
  const submit = form.onSubmit((values) =>
    rename.mutate({ id: apiKey.id, name: values.name.trim() }, { onSuccess: onClose }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('form.name')} {...form.getInputProps('name')} maxLength={100} required data-autofocus />
        {rename.error ? (
          <Alert color="red" role="alert">
            {keyErrorMessage(rename.error, 'rename')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('apikeys.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('apikeys.saveName')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Revoke after confirmation: the key stops working at once. */
export function RevokeKeyModal({ apiKey, onClose }: { apiKey: ApiKeyRecord | null; onClose: () => void }) {
  const t = useT();
  const revoke = useRevokeApiKey();
  const [revokeBefore, revokeAfter] = splitAtSlots(t('apikeys.revokeWarning', { name: SLOT, prefix: apiKey?.prefix ?? '' }));
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
    <Modal opened={apiKey !== null} onClose={onClose} title={t('apikeys.revokeTitle')} closeButtonProps={{ 'aria-label': t('apikeys.close') }}>
      <Stack gap="md">
        <Text>
          {revokeBefore}
          <strong>{apiKey?.name}</strong>
          {revokeAfter}
        </Text>
        {revoke.error ? (
          <Alert color="red" role="alert">
            {keyErrorMessage(revoke.error, 'revoke')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('apikeys.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={revoke.isPending}>
            {t('apikeys.revokeKey')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
