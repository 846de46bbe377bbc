import { Alert, Button, Checkbox, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorStatus, fieldErrors } from '../../../lib/api-errors';
import { OAUTH_SCOPES, scopeWords } from '../../../lib/oauth-scope-words';
import { useRegisterApp } from '../api/use-register-app';

const redirectUris = (text: string) =>
  text
    .split(/\s+/)
    .map((u) => u.trim())
    .filter(Boolean);

function registerError(err: unknown): string {
  const fields = fieldErrors(err);
  if (fields['redirect_uris']) return 'Use https redirect URIs (http only for localhost), without a #fragment, one per line.';
  if (fields['homepage']) return 'Enter the homepage as a full address, like https://example.com.';
  if (errorStatus(err) === 0) return 'Could not reach Covey. Check your connection and try again.';
  return 'The app could not be registered. Check the details and try again.';
}

/** "Register an app": name, homepage, description, redirect URIs, type and the permissions it may ask for. */
export function RegisterAppForm({ userId, onDone }: { userId: string; onDone: () => void }) {
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
      name: (v) => (v.trim() ? null : 'Give the app a name.'),
      uris: (v) => (redirectUris(v).length ? null : 'Add at least one redirect URI.'),
      scopes: (v) => (v.length ? null : 'Choose at least one permission the app may ask for.'),
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
    <form onSubmit={submit} noValidate aria-label="Register an app">
      <Stack gap="sm">
        <TextInput label="App name" {...form.getInputProps('name')} required maxLength={100} />
        <TextInput label="Homepage" {...form.getInputProps('homepage')} placeholder="https://example.com" />
        <Textarea label="What the app does" {...form.getInputProps('description')} autosize minRows={2} />
        <Textarea
          label="Redirect URIs"
          description="One per line; must match exactly"
          {...form.getInputProps('uris')}
          autosize
          minRows={2}
          required
        />
        <Radio.Group
          label="App type"
          value={form.values.type}
          onChange={(v) => form.setFieldValue('type', v === 'confidential' ? 'confidential' : 'public')}
        >
          <Group mt={6}>
            <Radio value="public" label="Public (mobile or browser app, PKCE)" />
            <Radio value="confidential" label="Confidential (server with a secret)" />
          </Group>
        </Radio.Group>
        <Checkbox.Group label="Permissions the app may ask for" {...form.getInputProps('scopes')} required>
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
            Register app
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
