/**
 * /auth/pending and /auth/completed speak to members waiting for a counselor: staff (counselors,
 * employer and broker staff, operators) are sent to their own home instead of reading "We're matching
 * you with a counselor".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ current: { isValid: true, token: 't', user: null as null | { role: string }, isSuperuser: false } }));
vi.mock('../../../lib/session', async (importActual) => ({
  ...(await importActual<Record<string, unknown>>()),
  readSession: () => session.current,
}));

const { CompletedScreenLoader, PendingScreenLoader } = await import('./onboard-screens');

const redirectOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.headers.get('Location') : 'not a redirect';
  }
};

afterEach(() => {
  session.current = { isValid: true, token: 't', user: null, isSuperuser: false };
});

describe('the counselor-matching screens', () => {
  it('send an operator and every staff role home', () => {
    session.current = { ...session.current, isSuperuser: true };
    expect(redirectOf(PendingScreenLoader)).toBe('/');
    for (const role of ['counselor', 'employer', 'broker']) {
      session.current = { ...session.current, isSuperuser: false, user: { role } };
      expect(redirectOf(PendingScreenLoader)).toBe('/');
      expect(redirectOf(CompletedScreenLoader)).toBe('/');
    }
  });
  it('stay open for a member', () => {
    session.current = { ...session.current, user: { role: 'member' } };
    expect(redirectOf(PendingScreenLoader)).toBeNull();
    expect(redirectOf(CompletedScreenLoader)).toBeNull();
  });
});
