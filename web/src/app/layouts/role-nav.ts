/**
 * The app's navigation as data: per role, the destinations it uses most (the tab bar on phones, the side
 * navigation on wider screens) and the rest of its routes (the "More" sheet). Every item is offered only
 * when the route guard would open it for the user (route-access.ts, guard.ts), so a role is never shown
 * a route it may not use. Area screens plug in by path: add or relabel an item here.
 */
import { paths } from '../../config/paths';
import { evaluateGuard, type GuardUser } from '../guard';

export type NavRole = 'member' | 'counselor' | 'employer' | 'broker' | 'superuser';

export type NavIcon =
  'home' | 'care' | 'calendar' | 'messages' | 'queue' | 'caseload' | 'roster' | 'metrics' | 'book' | 'employers';

export interface NavItem {
  label: string;
  to: string;
  /** the tab bar icon (primary items only) */
  icon?: NavIcon;
  /** other path prefixes that mark this item as the current one (e.g. Care is current on /tasks) */
  also?: readonly string[];
  /** a query the link opens with (e.g. the employer's Metrics item opens the figures tab) */
  search?: string;
}

/** where a navigation item's link goes: its path and, when it has one, its query */
export const navHref = (item: NavItem): string => `${item.to}${item.search ?? ''}`;

const p = paths;

export const PRIMARY_NAV: Readonly<Record<NavRole, readonly NavItem[]>> = {
  member: [
    { label: 'Home', to: p.home.path, icon: 'home' },
    { label: 'Care', to: p.plans.path, icon: 'care', also: [p.tasks.path] },
    { label: 'Appointments', to: p.appointments.path, icon: 'calendar' },
    { label: 'Messages', to: p.chat.path, icon: 'messages', also: [p.messages.path] },
  ],
  counselor: [
    { label: 'Queue', to: p.home.path, icon: 'queue' },
    { label: 'Caseload', to: p.members.path, icon: 'caseload' },
    { label: 'Appointments', to: p.appointments.path, icon: 'calendar' },
    { label: 'Messages', to: p.chat.path, icon: 'messages', also: [p.messages.path] },
  ],
  employer: [
    { label: 'Home', to: p.home.path, icon: 'home' },
    { label: 'Roster', to: p.members.path, icon: 'roster' },
    { label: 'Metrics', to: p.employers.path, search: '?tab=metrics', icon: 'metrics' },
  ],
  broker: [
    { label: 'Book', to: p.home.path, icon: 'book' },
    { label: 'Employers', to: p.employers.path, icon: 'employers' },
  ],
  superuser: [
    { label: 'Home', to: p.home.path, icon: 'home' },
    { label: 'Members', to: p.members.path, icon: 'caseload' },
    { label: 'Employers', to: p.employers.path, icon: 'employers' },
  ],
};

/** The "More" sheet: the rest of the routes, in this order, with wording per role where it differs. */
const MORE_NAV: readonly { to: string; label: Partial<Record<NavRole, string>> & { default: string } }[] = [
  { to: p.tasks.path, label: { default: 'Tasks', counselor: 'Caseload tasks' } },
  { to: p.plans.path, label: { default: 'Plans' } },
  { to: p.reports.path, label: { default: 'Bills and claims', counselor: 'Reports', superuser: 'All reports' } },
  { to: p.coveragesEdit.path, label: { default: 'Insurance cards' } },
  { to: p.files.path, label: { default: 'Files' } },
  { to: p.members.path, label: { default: 'Roster', member: 'My household', counselor: 'Caseload' } },
  { to: p.circles.path, label: { default: 'Circles' } },
  { to: p.employers.path, label: { default: 'Employers', member: 'My employer', employer: 'Company and metrics' } },
  { to: p.brokers.path, label: { default: 'Brokers', employer: 'Our broker', broker: 'Our agency' } },
  { to: p.messages.path, label: { default: 'All messages' } },
  { to: p.feed.path, label: { default: 'News and tips', employer: 'Announcements', broker: 'Announcements' } },
  { to: p.invites.path, label: { default: 'Invites' } },
  { to: p.suggestions.path, label: { default: 'Suggestions' } },
  { to: p.updates.path, label: { default: 'Updates' } },
  { to: p.comments.path, label: { default: 'Comments' } },
  { to: p.apikeys.path, label: { default: 'API keys' } },
  { to: p.profile.path, label: { default: 'Profile' } },
  { to: p.account.path, label: { default: 'Account and sign out' } },
];

/** Items a role never needs in "More" even though the guard would open them. */
const MORE_HIDDEN: Readonly<Partial<Record<NavRole, readonly string[]>>> = {
  // a counselor works on members' cards from the member's page, not from a picker of their own
  counselor: [p.coveragesEdit.path, p.circles.path],
};

export interface NavSubject {
  user: (GuardUser & { role?: string }) | null;
  isSuperuser: boolean;
  environment: string;
}

export function navRole(subject: NavSubject): NavRole | null {
  if (subject.isSuperuser) return 'superuser';
  switch (subject.user?.role) {
    case undefined:
    case '':
    case 'member':
      return subject.user ? 'member' : null;
    case 'counselor':
    case 'employer':
    case 'broker':
      return subject.user.role;
    default:
      return null;
  }
}

/** The guard opens `to` for this user (no onboarding or verification state: those redirect, not hide). */
export function routeOffered(subject: NavSubject, to: string): boolean {
  return (
    evaluateGuard({
      pathname: to,
      search: '',
      user: subject.user,
      isSuperuser: subject.isSuperuser,
      environment: subject.environment,
    }).kind === 'allow'
  );
}

export interface RoleNav {
  role: NavRole;
  primary: NavItem[];
  more: NavItem[];
}

/** The navigation of a signed-in user, or null when there is none (signed out, demo role). */
export function roleNav(subject: NavSubject): RoleNav | null {
  const role = navRole(subject);
  if (role === null) return null;
  const primary = PRIMARY_NAV[role].filter((item) => routeOffered(subject, item.to));
  const taken = new Set(primary.map((item) => item.to));
  const hidden = new Set(MORE_HIDDEN[role] ?? []);
  const more = MORE_NAV.filter((item) => !taken.has(item.to) && !hidden.has(item.to))
    .filter((item) => routeOffered(subject, item.to))
    .map((item) => ({
      to: item.to,
      label: item.label[role] ?? item.label.default,
    }));
  return { role, primary, more };
}

/** The item that marks the current page (longest match wins; "/" only matches itself). */
export function activeItem(items: readonly NavItem[], pathname: string, search = ''): NavItem | null {
  let best: NavItem | null = null;
  let bestLength = -1;
  for (const item of items) {
    // an item that opens one tab ("Metrics": ?tab=metrics) is current on that tab only, not on the page's other tabs
    if (item.search && !new URLSearchParams(search).toString().split('&').includes(item.search.slice(1))) continue;
    for (const prefix of [item.to, ...(item.also ?? [])]) {
      const hit = prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (hit && prefix.length > bestLength) {
        best = item;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

export { navHidden } from './nav-visibility';
