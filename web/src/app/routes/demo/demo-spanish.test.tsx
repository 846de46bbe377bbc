import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { resetDemoNotices } from '../../../features/demo/notice-state';

afterEach(async () => {
  resetDemoNotices();
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('the demo tour in Spanish', () => {
  it('greets, counts and formats in Spanish on the dashboard', async () => {
    stubFetch({});
    await activateLocale('es');
    signInAs(userRecord({ role: 'demo' }));
    renderApp('/demo');
    expect(await screen.findByRole('heading', { name: 'Buenos días, Alex', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Plan HDHP con HSA de Acme Foods', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('2 de 6 tareas hechas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prepararse para la cirugía de rodilla' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deducible' })).toBeInTheDocument();
  });

  it('books a sample call in Spanish and says nothing was saved', async () => {
    stubFetch({});
    await activateLocale('es');
    signInAs(userRecord({ role: 'demo' }));
    renderApp('/demo/schedule');
    expect(await screen.findByRole('heading', { name: 'Programar una llamada', level: 1 })).toBeInTheDocument();
    fireEvent.click(screen.getByText('9:30 a.m.'));
    fireEvent.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText('El jueves a las 9:30 a.m. con Jordan Lee. Modo de demostración: no se guardó nada.')).toBeInTheDocument();
  });

  it('shows the sample notices in Spanish, and follows a switch of language', async () => {
    stubFetch({});
    await activateLocale('es');
    signInAs(userRecord({ role: 'demo' }));
    renderApp('/demo/notifications');
    expect(await screen.findByRole('heading', { name: 'Notificaciones', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tiene un mensaje nuevo/ })).toHaveAttribute('href', '/demo/agent');
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    expect(screen.getByText('No hay nada sin leer.')).toBeInTheDocument();
    await activateLocale('en');
    expect(await screen.findByRole('link', { name: /You have a new message/ })).toBeInTheDocument();
    expect(screen.getByText('Nothing unread.')).toBeInTheDocument();
  });
});
