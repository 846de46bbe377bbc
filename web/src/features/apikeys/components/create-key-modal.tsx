import { Alert, Button, Checkbox, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCreateApiKey } from '../api/use-create-api-key';
import { expiryChoices, scopeLabel } from '../lib/scope-labels';
import { keyErrorMessage } from '../lib/key-errors';
import { SecretReveal } from './secret-reveal';
import { useT } from '../../../i18n/use-t';

const INITIAL = { name: '', scopes: [] as string[], expiry: '90' };

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
  const t = useT();
  const create = useCreateApiKey();
  const form = useForm({
    mode: 'controlled',
    initialValues: INITIAL,
    validate: {
      name: (v) => (v.trim() ? null : t('apikeys.error.nameRequired')),
      scopes: (v) => (v.length ? null : t('apikeys.error.scopes')),
    },
  });
  const secret = create.data?.key ?? null;

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    create.mutate({
      name: values.name.trim(),
      scopes: values.scopes,
      expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t('apikeys.created') : t('apikeys.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('apikeys.close') }}
    >
      {secret ? (
        <SecretReveal secret={secret} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('form.name')}
              description={t('apikeys.nameHelp')}
              {...form.getInputProps('name')}
              maxLength={100}
              required
            />
            <Checkbox.Group label={t('apikeys.permissions')} {...form.getInputProps('scopes')} required>
              <Stack gap={6} mt={6}>
                {scopes.map((s) => (
                  <Checkbox key={s} value={s} label={scopeLabel(s)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Radio.Group label={t('apikeys.expiresAfter')} {...form.getInputProps('expiry')}>
              <Stack gap={6} mt={6}>
                {expiryChoices().map((c) => (
                  <Radio key={c.value} value={c.value} label={c.label} />
                ))}
              </Stack>
            </Radio.Group>
            {create.error ? (
              <Alert color="red" role="alert">
                {keyErrorMessage(create.error, 'create')}
              </Alert>
            ) : null}
            <Button type="submit" loading={create.isPending}>
              {t('apikeys.createKey')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
