import { describe, expect, it } from 'vitest';
import { evaluateGuard } from '../guard';
import { activeItem, navHidden, navHref, roleNav, type NavSubject } from './role-nav';

const subject = (role: string, environment = 'production'): NavSubject => ({
  user: { id: 'user00000000001', role, verified: true },
  isSuperuser: false,
  environment,
});
const labels = (role: string, env?: string) => roleNav(subject(role, env))!.primary.map((i) => [i.label, i.to]);
const moreOf = (role: string, env?: string) => roleNav(subject(role, env))!.more;

describe('role navigation', () => {
  it('gives each role its most used destinations', () => {
    expect(labels('member')).toEqual([
      ['Home', '/'],
      ['Care', '/plans'],
      ['Appointments', '/appointments'],
      ['Messages', '/chat'],
    ]);
    expect(labels('counselor')).toEqual([
      ['Queue', '/'],
      ['Caseload', '/members'],
      ['Appointments', '/appointments'],
      ['Messages', '/chat'],
    ]);
    expect(labels('employer')).toEqual([
      ['Home', '/'],
      ['Roster', '/members'],
      ['Metrics', '/employers'],
    ]);
    expect(labels('broker')).toEqual([
      ['Book', '/'],
      ['Employers', '/employers'],
    ]);
  });

  it("opens the employer's figures from Metrics, not the overview tab", () => {
    const metrics = roleNav(subject('employer'))!.primary.find((i) => i.label === 'Metrics')!;
    expect(navHref(metrics)).toBe('/employers?tab=metrics');
    expect(navHref(roleNav(subject('employer'))!.primary[0]!)).toBe('/');
  });

  it.each(['member', 'counselor', 'employer', 'broker'])('never offers a route the guard refuses (%s)', (role) => {
    for (const env of ['production', 'developer']) {
      const nav = roleNav(subject(role, env))!;
      for (const item of [...nav.primary, ...nav.more]) {
        const verdict = evaluateGuard({
          pathname: item.to,
          search: '',
          user: subject(role).user,
          isSuperuser: false,
          environment: env,
        });
        expect(verdict.kind, `${role} ${item.to}`).toBe('allow');
      }
      const primary = new Set(nav.primary.map((i) => i.to));
      expect(nav.more.some((i) => primary.has(i.to))).toBe(false);
    }
  });

  it('keeps care and health routes away from employers and brokers', () => {
    for (const role of ['employer', 'broker']) {
      const tos = moreOf(role).map((i) => i.to);
      for (const care of [
        '/chat',
        '/plans',
        '/tasks',
        '/reports',
        '/appointments',
        '/files',
        '/circles',
        '/coverages/edit',
      ]) {
        expect(tos).not.toContain(care);
      }
      expect(tos).toContain('/apikeys');
    }
  });

  it('offers API keys to members only in the developer environment', () => {
    expect(moreOf('member').map((i) => i.to)).not.toContain('/apikeys');
    expect(moreOf('member', 'developer').map((i) => i.to)).toContain('/apikeys');
    expect(moreOf('member').map((i) => i.to)).not.toContain('/brokers');
  });

  it('words "More" items for the role', () => {
    expect(moreOf('member').find((i) => i.to === '/members')?.label).toBe('My household');
    expect(moreOf('member').find((i) => i.to === '/tasks')?.label).toBe('Tasks');
    expect(moreOf('broker').find((i) => i.to === '/brokers')?.label).toBe('Our agency');
  });

  it('has no navigation when signed out or for the demo role', () => {
    expect(roleNav({ user: null, isSuperuser: false, environment: 'production' })).toBeNull();
    expect(roleNav(subject('demo'))).toBeNull();
    expect(roleNav({ user: null, isSuperuser: true, environment: 'production' })?.role).toBe('superuser');
  });

  it('marks the current item, with Care current on tasks and "/" only on itself', () => {
    const nav = roleNav(subject('member'))!;
    const all = [...nav.primary, ...nav.more];
    expect(activeItem(all, '/')?.label).toBe('Home');
    expect(activeItem(all, '/plans/abcdefghijklmno')?.label).toBe('Care');
    expect(activeItem(all, '/tasks')?.label).toBe('Care');
    expect(activeItem(nav.primary, '/tasks/abcdefghijklmno')?.label).toBe('Care');
    expect(activeItem(all, '/chat/abcdefghijklmno')?.label).toBe('Messages');
    expect(activeItem(all, '/profile')?.label).toBe('Profile');
    expect(activeItem(nav.primary, '/profile')).toBeNull();
    // an item that opens a tab is current on that tab only
    const employer = roleNav(subject('employer'))!;
    const tabs = [...employer.primary, ...employer.more];
    expect(activeItem(tabs, '/employers/abcdefghijklmno', '?tab=metrics')?.label).toBe('Metrics');
    expect(activeItem(tabs, '/employers/abcdefghijklmno', '?tab=roster')?.label).not.toBe('Metrics');
  });

  it('stays out of sign-in and onboarding', () => {
    expect(navHidden('/login')).toBe(true);
    expect(navHidden('/auth/onboard')).toBe(true);
    expect(navHidden('/onboard/contact')).toBe(true);
    expect(navHidden('/')).toBe(false);
  });
});
