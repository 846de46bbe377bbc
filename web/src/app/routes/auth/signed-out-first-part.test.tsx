/**
 * The signed-out screens in Spanish with only the first part of the catalog loaded, as on a first visit (decision
 * 0064): every message they show is in that part. A message whose id is in the rest part shows as nothing and
 * fails the test (testing/setup.ts), naming the id.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { t } from '../../../i18n/i18n';
import { activateLocale, forgetRest, loadRest } from '../../../i18n/runtime';
import { routes } from '../../router';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs } from '../../../testing/render-app';

const AUTH_METHODS = {
  password: { enabled: true, identityFields: ['email'] },
  oauth2: { enabled: true, providers: [{ name: 'google', displayName: 'Google' }] },
  mfa: { enabled: true },
  otp: { enabled: true },
};

beforeAll(async () => {
  signInAs(null);
  await forgetRest();
  await activateLocale('es');
});
afterAll(async () => {
  await activateLocale('en');
  await loadRest();
});
beforeEach(() => {
  stubFetch({
    'GET /api/collections/users/auth-methods': () => [200, AUTH_METHODS],
    'POST /api/collections/users/auth-with-password': () => [400, { status: 400, message: 'Failed to authenticate.', data: {} }],
  });
});
afterEach(() => getQueryClient().clear());

describe('the signed-out screens in Spanish, first part only', () => {
  it('/login: the form, its options, the language picker and a failed sign-in', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enviarme un código por correo electrónico' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Elija su idioma' })).toBeInTheDocument();
    // the validation sentences
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText(/./, { selector: '.mantine-InputWrapper-error' })).not.toHaveLength(0);
    // the api-error sentence of a refused sign-in
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('/signup: the form and its validation', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Cree su cuenta', level: 1 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /cuenta/i }));
    expect(await screen.findAllByText(/./, { selector: '.mantine-InputWrapper-error' })).not.toHaveLength(0);
  });

  it('/auth/reset, /auth/verify and an address that does not exist', async () => {
    const reset = renderApp('/auth/reset');
    expect(await screen.findByRole('heading', { name: 'Restablezca su contraseña', level: 1 })).toBeInTheDocument();
    reset.unmount();
    const verify = renderApp('/auth/verify?token=abc');
    expect(await screen.findByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    verify.unmount();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('the signed-in screens', () => {
  it('wait for the rest of the catalog: the query layout\'s route loader loads it with its code', async () => {
    const shell = routes[0]!.children![0]!;
    const queryLayout = shell.children!.find((route) => route.children?.some((child) => child.path === '/'))!;
    await (queryLayout.lazy as () => Promise<unknown>)();
    // a message of the member's home, in the rest part, now translates (before, it would have been missing)
    expect(t('home.caregiverTitle')).toBe('Usted está aquí como cuidador');
  });
});
