import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { activateLocale } from '../../../i18n/runtime';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { invalidateMemberState } from '../../guard-loader';

const list = (items: unknown[]) => ({ page: 1, perPage: 30, totalItems: -1, totalPages: -1, items });
const member = (step: string) => ({
  id: 'mmmmmmmmmmmmmm1',
  collectionId: 'pbc_members',
  collectionName: 'members',
  user: ME_ID,
  first_name: 'Casey',
  last_name: 'Example',
  counselor: '',
  status: 'onboarding',
  onboarding_step: step,
  relationship: 'self',
});

function backend(step: string) {
  stubFetch({
    'GET /api/collections/members/records': () => [200, list([member(step)])],
    'GET /api/collections/profiles/records': () => [200, list([{ id: 'ppppppppppppppp', member: 'mmmmmmmmmmmmmm1', needs: [], accessibility: [] }])],
    'GET /api/collections/agreements/records': () => [200, list([])],
  });
}

beforeEach(async () => {
  invalidateMemberState();
  signInAs(userRecord({ language: 'es' }));
  await activateLocale('es');
});
afterEach(async () => {
  getQueryClient().clear();
  signInAs(null);
  await activateLocale('en');
});

describe('onboarding in Spanish', () => {
  it('shows the agreements, their summaries and the signature errors in Spanish', async () => {
    backend('agreement');
    renderApp('/onboard/agreement');
    expect(await screen.findByRole('heading', { name: 'Revise y firme', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos de uso' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Firmar y continuar' }));
    expect(await screen.findByText('Escriba su nombre completo para firmar.')).toBeInTheDocument();
    expect(screen.getByText('Acepte el aviso de privacidad para continuar.')).toBeInTheDocument();
  });

  it('asks what the member needs in Spanish', async () => {
    backend('information');
    renderApp('/onboard/information');
    expect(await screen.findByRole('heading', { name: 'Cuéntenos sobre sus necesidades', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Encontrar un médico' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿En qué le podemos ayudar?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});
