import { Alert, Button, Checkbox, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorStatus, fieldErrors } from '../../../lib/api-errors';
import { OAUTH_SCOPES, scopeWords } from '../../../lib/oauth-scope-words';
import { useRegisterApp } from '../api/use-register-app';
import { useT } from '../../../i18n/use-t';
import { t as translate } from '../../../i18n/i18n';

const redirectUris = (text: string) =>
  text
    .split(/\s+/)
    .map((u) => u.trim())
    .filter(Boolean);

function registerError(err: unknown): string {
  const fields = fieldErrors(err);
  if (fields['redirect_uris']) return translate('apps.error.uris');
  if (fields['homepage']) return translate('apps.error.homepage');
  if (errorStatus(err) === 0) return translate('apps.error.offline');
  return translate('apps.error.failed');
}

/** "Register an app": name, homepage, description, redirect URIs, type and the permissions it may ask for. */
export function RegisterAppForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const t = useT();
  const register = useRegisterApp();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      homepage: '',
      description: '',
      uris: '',
      type: 'public' as 'public' | 'confidential',
      scopes: [] as string[],
    },
    validate: {
      name: (v) => (v.trim() ? null : t('apps.error.name')),
      uris: (v) => (redirectUris(v).length ? null : t('apps.error.urisRequired')),
      scopes: (v) => (v.length ? null : t('apps.error.scopes')),
    },
  });
  const submit = form.onSubmit((values) =>
    register.mutate(
      {
        owner: userId,
        name: values.name.trim(),
        homepage: values.homepage.trim(),
        description: values.description.trim(),
        redirectUris: redirectUris(values.uris),
        type: values.type,
        scopes: values.scopes,
      },
      { onSuccess: onDone },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('apps.register')}>
      <Stack gap="sm">
        <TextInput label={t('apps.form.name')} {...form.getInputProps('name')} required maxLength={100} />
        <TextInput label={t('apps.form.homepage')} {...form.getInputProps('homepage')} placeholder={'https://example.com'} />
        <Textarea label={t('apps.form.description')} {...form.getInputProps('description')} autosize minRows={2} />
        <Textarea
          label={t('apps.form.uris')}
          description={t('apps.form.urisHelp')}
          {...form.getInputProps('uris')}
          autosize
          minRows={2}
          required
        />
        <Radio.Group
          label={t('apps.form.type')}
          value={form.values.type}
          onChange={(v) => form.setFieldValue('type', v === 'confidential' ? 'confidential' : 'public')}
        >
          <Group mt={6}>
            <Radio value="public" label={t('apps.form.public')} />
            <Radio value="confidential" label={t('apps.form.confidential')} />
          </Group>
        </Radio.Group>
        <Checkbox.Group label={t('apps.form.scopes')} {...form.getInputProps('scopes')} required>
          <Stack gap={6} mt={6}>
            {OAUTH_SCOPES.map((s) => (
              <Checkbox key={s} value={s} label={scopeWords(s)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {register.error ? (
          <Alert color="red" role="alert">
            {registerError(register.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={register.isPending}>
            {t('apps.form.submit')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('apps.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
