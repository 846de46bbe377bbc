import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { t as translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import type { DescribedError } from '../../../lib/api-errors-core';
import type * as AuthActionsModule from '../api/auth-actions';
import { useAuthMethods } from '../api/auth-methods';
import { FormError } from './form-error';

// a type only: the module itself is loaded on submit (decision 0024)
type AuthActions = typeof AuthActionsModule;
type SignInCollection = AuthActionsModule.SignInCollection;

// Shown only once the server's auth methods say so (after a request): loaded then, so the first load of
// /login stays small (bundle budget).
const SignInOptions = lazy(() => import('./sign-in-options').then((m) => ({ default: m.SignInOptions })));
// Only staff and operators see the second step (once mail is set up): loaded when the server asks for it.
const MfaStep = lazy(() => import('./mfa-step').then((m) => ({ default: m.MfaStep })));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const unreachable = (): DescribedError => ({ message: translate('error.unreachable'), fields: {}, links: [] });

/**
 * Email + password sign-in, with OTP and OAuth2 when the server enables them. When the account needs a
 * second factor (staff, decision 0031) the password step answers with an MFA session and the form
 * turns into the code step.
 */
export function LoginForm({ onSignedIn, lockedEmail }: { onSignedIn: () => void; lockedEmail?: string }) {
  const methods = useAuthMethods();
  const t = useT();
  const [error, setError] = useState<DescribedError | null>(null);
  const [busy, setBusy] = useState(false);
  const [mfa, setMfa] = useState<{ email: string; mfaId: string; collection: SignInCollection } | null>(null);
  // @mantine/form's field hook (decision 0062): its whole-form `useForm` is ~7 KB gzip, too heavy for /login's
  // first load; two fields need only `useField` (~1 KB)
  const emailField = useField({
    initialValue: lockedEmail ?? '',
    validate: (v: string) => (EMAIL.test(v.trim()) ? null : translate('validation.email')),
  });
  const passwordField = useField({
    initialValue: '',
    validate: (v: string) => (v ? null : translate('validation.password')),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await Promise.all([emailField.validate(), passwordField.validate()]);
    if (invalid.some(Boolean)) return;
    const email = emailField.getValue();
    const password = passwordField.getValue();
    setBusy(true);
    setError(null);
    let actions: AuthActions | null = null;
    const address = (lockedEmail ?? email).trim();
    try {
      // not on the first load of /login: the auth methods request has loaded these calls already
      actions = await import('../api/auth-actions');
      await actions.signInWithPassword(address, password);
      onSignedIn();
    } catch (err) {
      const step = actions?.secondStepOf(err);
      if (step) {
        setMfa({ email: address, ...step });
        return;
      }
      const loaded = actions !== null;
      // the sentences load with the first error (keeps the first load of /login small)
      const described: DescribedError = loaded
        ? await import('../../../lib/api-errors-core')
            .then((m) => m.describeError(err, 'signIn'))
            .catch(unreachable)
        : unreachable();
      emailField.setError(described.fields.identity ?? described.fields.email ?? null);
      passwordField.setError(described.fields.password ?? null);
      setError(described);
    } finally {
      setBusy(false);
    }
  };

  if (mfa) {
    return (
      <Suspense fallback={null}>
        <MfaStep
          email={mfa.email}
          mfaId={mfa.mfaId}
          collection={mfa.collection}
          onSignedIn={onSignedIn}
          onCancel={(message) => {
            setMfa(null);
            setError(message ? { message, fields: {}, links: [] } : null);
          }}
        />
      </Suspense>
    );
  }

  const otpEnabled = methods.data?.otp?.enabled === true;
  const providers = methods.data?.oauth2?.enabled ? methods.data.oauth2.providers : [];

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <FormError message={error?.message ?? null} links={error?.links} />
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            name="email"
            {...emailField.getInputProps()}
            {...(lockedEmail ? { value: lockedEmail, readOnly: true, description: t('login.fromInvitation') } : {})}
          />
          <PasswordField label={t('form.password')} autoComplete="current-password" required name="password"
            {...passwordField.getInputProps()}
          />
          <Button type="submit" loading={busy} fullWidth size="md">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {otpEnabled || providers.length > 0 ? (
        <Suspense fallback={null}>
          <SignInOptions
            email={emailField.getValue()}
            otpEnabled={otpEnabled}
            providers={providers}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
