import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { describeError } from '../../../lib/api-errors';
import { applyStoreErrors, formErrorSentence } from '../../../lib/form-errors';
import { useConfirmPasswordReset } from '../api/use-confirm-password-reset';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { FormError } from './form-error';
import { MIN_PASSWORD_LENGTH } from './signup-form';
import { useT } from '../../../i18n/use-t';

export function RequestResetForm() {
  const t = useT();
  const reset = useRequestPasswordReset();
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  if (reset.isSuccess) {
    return (
      <Alert color="green" role="status" title={t('auth.checkEmail')}>
        {t('auth.resetSent', { email: reset.data })}
      </Alert>
    );
  }
  // the store's sentence for the address goes on the field; anything else above the form
  const fieldError = form.errors['email'];
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) =>
        reset.mutate(email.trim(), { onError: (err) => applyStoreErrors(form, err, 'requestReset') }),
      )}
    >
      <Stack gap="sm">
        <FormError message={fieldError ? null : formErrorSentence(reset.error, 'requestReset')} />
        <TextInput label={t('form.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('auth.sendReset')}
        </Button>
      </Stack>
    </form>
  );
}

export function ConfirmResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const confirm = useConfirmPasswordReset(token);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) => (v.length < MIN_PASSWORD_LENGTH ? t('validation.passwordLength', { min: MIN_PASSWORD_LENGTH }) : null),
      confirm: (v, values) => (v !== values.password ? t('field.passwordMismatch') : null),
    },
  });
  // the token's sentence (an expired link) is not a field of this form: it is shown above it
  const described = confirm.error ? describeError(confirm.error, 'confirmReset') : null;
  const message = described?.fields['token'] ?? (form.errors['password'] ? null : (described?.message ?? null));
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) =>
        confirm.mutate(password, {
          onSuccess: onDone,
          onError: (err) => void applyStoreErrors(form, err, 'confirmReset'),
        }),
      )}
    >
      <Stack gap="sm">
        <FormError message={message} />
        <PasswordField label={t('auth.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordField
          label={t('auth.confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={confirm.isPending} fullWidth>
          {t('auth.saveNewPassword')}
        </Button>
      </Stack>
    </form>
  );
}
