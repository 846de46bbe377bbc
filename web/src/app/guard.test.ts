import { describe, it, expect } from 'vitest';
import { evaluateGuard, type GuardInput, type GuardVerdict } from './guard';

const ID = 'abcdefghij12345';
const member = { id: ID, role: 'member', verified: true };
const base: GuardInput = { pathname: '/', search: '', user: member, isSuperuser: false, environment: '' };
const allow: GuardVerdict = { kind: 'allow' };
const redirect = (to: string): GuardVerdict => ({ kind: 'redirect', to });
const nf = (p: string): GuardVerdict => ({ kind: 'notFound', message: `Page Not Found: ${p}` });

describe('evaluateGuard', () => {
  it.each<[string, Partial<GuardInput>, GuardVerdict]>([
    ['oauth is unguarded', { pathname: '/oauth/authorize', user: null }, allow],
    ['login is public', { pathname: '/login', user: null }, allow],
    ['reset is public', { pathname: '/auth/reset', user: null }, allow],
    ['signed-in login -> home', { pathname: '/login' }, redirect('/')],
    ['signed-in signup -> home', { pathname: '/signup' }, redirect('/')],
    [
      'signed out -> login with redirect',
      { pathname: '/plans', search: '?a=1', user: null },
      redirect('/login?redirect=%2Fplans%3Fa%3D1'),
    ],
    ['signed out home -> login', { pathname: '/', user: null }, redirect('/login')],
    ['unmatched passes to router 404', { pathname: '/nope/x', user: null }, allow],
    ['demo kept in sandbox', { pathname: '/plans', user: { id: ID, role: 'demo' } }, redirect('/demo')],
    ['demo home -> /demo', { pathname: '/', user: { id: ID, role: 'demo' } }, redirect('/demo')],
    ['demo on demo screen', { pathname: '/demo/plan', user: { id: ID, role: 'demo' } }, allow],
    ['demo on profile', { pathname: '/profile', user: { id: ID, role: 'demo' } }, allow],
    [
      'unverified -> verify (mail on)',
      { pathname: '/plans', user: { ...member, verified: false }, requireVerifiedEmail: true },
      redirect('/auth/verify'),
    ],
    [
      'unverified may open account',
      { pathname: '/account', user: { ...member, verified: false }, requireVerifiedEmail: true },
      allow,
    ],
    [
      'unverified may open /auth/*',
      { pathname: '/auth/pending', user: { ...member, verified: false }, requireVerifiedEmail: true },
      allow,
    ],
    [
      'unverified passes when the server cannot send mail',
      { pathname: '/plans', user: { ...member, verified: false } },
      allow,
    ],
    ['member plans', { pathname: '/plans' }, allow],
    ['member plan id', { pathname: `/plans/${ID}` }, allow],
    ['malformed id', { pathname: '/plans/xyz' }, nf('/plans/xyz')],
    ['files/new is static', { pathname: '/files/new' }, allow],
    ['files/new/{id}', { pathname: `/files/new/${ID}` }, allow],
    ['edit known type', { pathname: '/edit/plans' }, allow],
    ['edit unknown type', { pathname: '/edit/users' }, nf('/edit/users')],
    ['edit record', { pathname: `/edit/tasks/${ID}` }, allow],
    ['member cannot see brokers', { pathname: '/brokers' }, nf('/brokers')],
    ['member apikeys outside developer', { pathname: '/apikeys' }, nf('/apikeys')],
    ['member apikeys in developer', { pathname: '/apikeys', environment: 'developer' }, allow],
    ['employer apikeys', { pathname: '/apikeys', user: { id: ID, role: 'employer', verified: true } }, allow],
    ['employer no chat', { pathname: '/chat', user: { id: ID, role: 'employer', verified: true } }, nf('/chat')],
    [
      'broker no counselor',
      { pathname: `/counselors/${ID}`, user: { id: ID, role: 'broker', verified: true } },
      nf(`/counselors/${ID}`),
    ],
    [
      'counselor onboard contact -> home (no member row to fill in)',
      { pathname: '/onboard/contact', user: { id: ID, role: 'counselor', verified: true } },
      { kind: 'redirect', to: '/' },
    ],
    [
      'employer onboard contact -> home (no member row to fill in)',
      { pathname: '/onboard/contact', user: { id: ID, role: 'employer', verified: true } },
      { kind: 'redirect', to: '/' },
    ],
    [
      'broker onboard contact -> home (no member row to fill in)',
      { pathname: '/onboard/contact', user: { id: ID, role: 'broker', verified: true } },
      { kind: 'redirect', to: '/' },
    ],
    ...['counselor', 'employer', 'broker'].map((role): [string, Partial<GuardInput>, GuardVerdict] => [
      `${role} onboard agreement -> home (nothing to sign there, #29)`,
      { pathname: '/onboard/agreement', user: { id: ID, role, verified: true } },
      { kind: 'redirect', to: '/' },
    ]),
    [
      'superuser onboard agreement -> home (#29)',
      { pathname: '/onboard/agreement', user: { id: ID }, isSuperuser: true },
      { kind: 'redirect', to: '/' },
    ],
    ['member onboard contact', { pathname: '/onboard/contact' }, allow],
    [
      'counselor onboard guide',
      { pathname: '/onboard/guide', user: { id: ID, role: 'counselor', verified: true } },
      nf('/onboard/guide'),
    ],
    ['superuser anywhere', { pathname: '/brokers', user: { id: ID }, isSuperuser: true }, allow],
    [
      'superuser no onboarding',
      { pathname: '/onboard/guide', user: { id: ID }, isSuperuser: true },
      nf('/onboard/guide'),
    ],
    ['unknown role', { pathname: '/', user: { id: ID, role: 'x', verified: true } }, nf('/')],
    ['missing role counts as member', { pathname: '/plans', user: { id: ID, verified: true } }, allow],
    ['own avatar', { pathname: `/avatar/new/${ID}` }, allow],
    ['someone else avatar', { pathname: '/avatar/new/zzzzzzzzzzzzzzz' }, nf('/avatar/new/zzzzzzzzzzzzzzz')],
    ['file viewer', { pathname: `/file/pbc_123/${ID}/card.png` }, allow],
    ['file viewer bad id', { pathname: '/file/pbc_123/bad/card.png' }, nf('/file/pbc_123/bad/card.png')],
    ['circle invite', { pathname: `/circles/${ID}/invite` }, allow],
  ])('%s', (_name, over, expected) => {
    expect(evaluateGuard({ ...base, ...over })).toEqual(expected);
  });
});

describe('evaluateGuard step 5 (onboarding)', () => {
  it.each<[string, Partial<GuardInput>, GuardVerdict]>([
    [
      'member mid-onboarding on home -> /auth/onboard',
      { pathname: '/', onboardingStep: 'contact' },
      redirect('/auth/onboard'),
    ],
    [
      'member mid-onboarding on plans -> /auth/onboard',
      { pathname: '/plans', onboardingStep: 'guide' },
      redirect('/auth/onboard'),
    ],
    ['member on own step', { pathname: '/onboard/contact', onboardingStep: 'contact' }, allow],
    ['member goes back a step', { pathname: '/onboard/guide', onboardingStep: 'coverage' }, allow],
    [
      'skipping ahead by URL -> own step',
      { pathname: '/onboard/information', onboardingStep: 'contact' },
      redirect('/onboard/contact'),
    ],
    [
      'skipping ahead from guide',
      { pathname: '/onboard/agreement', onboardingStep: 'guide' },
      redirect('/onboard/guide'),
    ],
    ['pending member on a step is allowed', { pathname: '/onboard/information', onboardingStep: 'pending' }, allow],
    [
      'pending member on home -> /auth/onboard',
      { pathname: '/', onboardingStep: 'pending' },
      redirect('/auth/onboard'),
    ],
    ['/auth/* stays open', { pathname: '/auth/pending', onboardingStep: 'guide' }, allow],
    ['/profile stays open', { pathname: '/profile', onboardingStep: 'guide' }, allow],
    ['/account stays open', { pathname: '/account', onboardingStep: 'agreement' }, allow],
    ['completed member anywhere', { pathname: '/plans', onboardingStep: 'completed' }, allow],
    ['completed member may reopen a step', { pathname: '/onboard/information', onboardingStep: 'completed' }, allow],
    ['unknown member row: not applied', { pathname: '/plans' }, allow],
    [
      'completed member with an outdated agreement -> /onboard/agreement',
      { pathname: '/', onboardingStep: 'completed', agreementsOutdated: true },
      redirect('/onboard/agreement'),
    ],
    [
      'outdated agreement on plans -> /onboard/agreement',
      { pathname: '/plans', onboardingStep: 'completed', agreementsOutdated: true },
      redirect('/onboard/agreement'),
    ],
    ['current agreements: allowed', { pathname: '/', onboardingStep: 'completed', agreementsOutdated: false }, allow],
    ['unknown agreements: allowed', { pathname: '/plans', onboardingStep: 'completed' }, allow],
    [
      'outdated: the agreement step itself is open',
      { pathname: '/onboard/agreement', onboardingStep: 'completed', agreementsOutdated: true },
      allow,
    ],
    [
      'outdated: /account stays open',
      { pathname: '/account', onboardingStep: 'completed', agreementsOutdated: true },
      allow,
    ],
    [
      'outdated: /auth/* stays open',
      { pathname: '/auth/completed', onboardingStep: 'completed', agreementsOutdated: true },
      allow,
    ],
    [
      'outdated: /profile stays open',
      { pathname: '/profile', onboardingStep: 'completed', agreementsOutdated: true },
      allow,
    ],
    [
      'mid-onboarding with outdated agreements follows the step order',
      { pathname: '/', onboardingStep: 'contact', agreementsOutdated: true },
      redirect('/auth/onboard'),
    ],
    [
      'outdated agreements do not apply to a counselor',
      {
        pathname: '/chat',
        user: { id: ID, role: 'counselor', verified: true },
        onboardingStep: 'completed',
        agreementsOutdated: true,
      },
      allow,
    ],
    [
      'counselor is not a member',
      { pathname: '/chat', user: { id: ID, role: 'counselor', verified: true }, onboardingStep: 'guide' },
      allow,
    ],
    [
      'signed out still goes to login first',
      { pathname: '/', user: null, onboardingStep: 'guide' },
      redirect('/login'),
    ],
    [
      'unverified email comes before onboarding',
      { pathname: '/', user: { ...member, verified: false }, requireVerifiedEmail: true, onboardingStep: 'guide' },
      redirect('/auth/verify'),
    ],
    [
      'onboarding comes before the role matrix',
      { pathname: '/brokers', onboardingStep: 'guide' },
      redirect('/auth/onboard'),
    ],
  ])('%s', (_name, over, expected) => {
    expect(evaluateGuard({ ...base, ...over })).toEqual(expected);
  });
});
