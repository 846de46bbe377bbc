/**
 * Issue 29 part 3: a caregiver knows whose things they are looking at. On /plans, /tasks, /reports,
 * /files and /coverages another person's items name that person, the person switcher narrows the
 * lists, a circle-only caregiver is never offered "Me", a choice naming someone no longer shared
 * narrows nothing, and items shared only to view have no tick boxes or answers.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '../../../lib/query-client';
import { stubFetch, type StubHandler } from '../../../testing/fetch-stub';
import { ME_ID, renderApp, signInAs, userRecord } from '../../../testing/render-app';
import { invalidateMemberState } from '../../guard-loader';

const list = (items: unknown[]) => ({ page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
const ALEX_USER = 'alexuser0000001';
const alex = {
  id: 'malex0000000001',
  user: ALEX_USER,
  first_name: 'Alex',
  last_name: 'Rivera',
  minor: false,
  source: 'invite',
};
const own = (source: string) => ({
  id: 'mmine0000000001',
  user: ME_ID,
  first_name: 'Casey',
  last_name: 'Example',
  minor: false,
  source,
  onboarding_step: 'completed',
  counselor: source === 'circle' ? '' : 'ccccccccccccccc',
});
const circleRow = (access: 'view' | 'manage') => ({
  id: 'cmrow0000000001',
  user: ME_ID,
  access,
  status: 'active',
  scopes: ['plans', 'reports', 'files', 'coverage'],
  expires: '',
  circle: 'circle000000001',
  expand: { circle: { id: 'circle000000001', member: alex.id } },
});

/** the members list rule's answer: with a filter naming the viewer, their own row; without, everyone shared */
function members(me: Record<string, unknown>, others: Record<string, unknown>[]): StubHandler {
  return (req) => {
    const filter = req.url.searchParams.get('filter') ?? '';
    if (filter.includes(ME_ID)) return [200, list([me])];
    if (filter) return [200, list(others.filter((o) => filter.includes(String(o['id']))))];
    return [200, list([me, ...others])];
  };
}

const plan = (id: string, member: Record<string, unknown>, title: string, status = 'proposed') => ({
  id,
  member: member['id'],
  title,
  goal: '',
  category: 'procedure',
  status,
  progress: 0,
  created_by: 'counselor000001',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-01 10:00:00.000Z',
  expand: { member },
});
const task = (id: string, member: Record<string, unknown>, title: string) => ({
  id,
  member: member['id'],
  title,
  status: 'todo',
  priority: 'normal',
  category: 'other',
  plan: '',
  assignee: '',
  due: '',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-01 10:00:00.000Z',
  expand: { member },
});

// the screens' lazy chunks load once before any test renders (a cold import on a busy machine outlasts findBy)
beforeAll(async () => {
  await Promise.all([
    import('../plans/plans-screens'),
    import('../reports/reports-screens'),
    import('../content/files-screens'),
    import('../coverages/coverage-screens'),
  ]);
}, 120_000);

beforeEach(() => {
  signInAs(null);
  sessionStorage.clear();
  invalidateMemberState();
});
afterEach(() => getQueryClient().clear());

describe('a caregiver who only looks after Alex, to view', () => {
  const me = own('circle');
  const base = {
    'GET /api/collections/members/records': members(me, [alex]),
    'GET /api/collections/circle_members/records': () => [200, list([circleRow('view')])] as [number, unknown],
  };

  it('/tasks: Alex\'s task names Alex, has no tick box and says it is shared to view; "Me" is never offered', async () => {
    const { calls } = stubFetch({
      ...base,
      'GET /api/collections/tasks/records': () => [200, list([task('task00000000001', alex, 'Call the surgeon')])],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/tasks');
    expect(await screen.findByRole('link', { name: 'Call the surgeon' })).toBeInTheDocument();
    expect(await screen.findByText('For Alex Rivera · shared with you to view')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Alex shares these with you to view.');
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith('/members/records') && !c.url.searchParams.get('filter'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('radiogroup', { name: 'Show things for' })).toBeNull();
    expect(screen.queryByText('Me', { exact: true })).toBeNull();
  });

  it("/plans: Alex's proposed plan names Alex and offers no answer", async () => {
    stubFetch({
      ...base,
      'GET /api/collections/plans/records': () => [200, list([plan('plan00000000001', alex, 'Prepare for surgery')])],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/plans');
    expect(await screen.findByRole('link', { name: 'Prepare for surgery' })).toBeInTheDocument();
    expect(await screen.findByText('For Alex Rivera · shared with you to view')).toBeInTheDocument();
    // it waits for Alex's answer, not the viewer's
    expect(await screen.findByRole('region', { name: 'Waiting for an answer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Decline/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Review & accept/ })).toBeNull();
  });

  it("/coverages/edit/{id}: Alex's card says whose it is, with no form", async () => {
    const cov = {
      id: 'cov000000000001',
      collectionId: 'pbc_cov',
      collectionName: 'coverages',
      member: alex.id,
      carrier: 'Blue Shield',
      plan_name: 'PPO Gold',
      member_id: 'XZ123',
      status: 'active',
      primary: true,
      type: 'medical',
      card_front: '',
      card_back: '',
      expand: { member: alex },
    };
    stubFetch({ ...base, 'GET /api/collections/coverages/records/cov000000000001': () => [200, cov] });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/coverages/edit/cov000000000001');
    expect(await screen.findByRole('heading', { name: "Alex's coverage", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Insurance card for Alex Rivera' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('Alex shares this with you to view.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('a caregiver who sees Alex\'s report and file only to view: no comment box (#29)', () => {
  const me = own('circle');
  const base = {
    'GET /api/collections/members/records': members(me, [alex]),
    'GET /api/collections/circle_members/records': () => [200, list([circleRow('view')])] as [number, unknown],
    'GET /api/collections/comments/records': () => [200, list([])] as [number, unknown],
    'GET /api/collections/updates/records': () => [200, list([])] as [number, unknown],
  };

  it("/reports/{id}: Alex's submitted report has no comment box, the view-only sentence instead", async () => {
    stubFetch({
      ...base,
      'GET /api/collections/reports/records/rep000000000001': () => [
        200,
        {
          id: 'rep000000000001',
          collectionId: 'pbc_reports',
          collectionName: 'reports',
          member: alex.id,
          title: 'MRI bill',
          kind: 'bill',
          status: 'submitted',
          priority: 'normal',
          amount_saved: 0,
          attachments: [],
          created: '2026-03-01 10:00:00.000Z',
          submitted_at: '2026-03-01 10:00:00.000Z',
          expand: { member: alex },
        },
      ],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/reports/rep000000000001');
    expect(await screen.findByRole('region', { name: 'Timeline' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('note').length).toBeGreaterThan(0));
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText("Comments are for Alex and the people who manage Alex's account.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /comment/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });

  it("/files/{id}: Alex's file has no comment box, the view-only sentence instead", async () => {
    stubFetch({
      ...base,
      'GET /api/collections/files/records/fil000000000001': () => [
        200,
        {
          id: 'fil000000000001',
          collectionId: 'pbc_files',
          collectionName: 'files',
          member: alex.id,
          owner: ALEX_USER,
          title: 'Pre-authorization',
          kind: 'letter',
          file: 'fil000000000001.pdf',
          shared_with_counselor: false,
          created: '2026-03-01 10:00:00.000Z',
          expand: { member: alex },
        },
      ],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/files/fil000000000001');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await waitFor(() => expect(within(comments).getByText("Comments are for Alex and the people who manage Alex's account.")).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post comment' })).toBeNull();
  });
});

describe('a member who also looks after Alex', () => {
  const me = own('invite');
  const base = {
    'GET /api/collections/members/records': members(me, [alex]),
    'GET /api/collections/circle_members/records': () => [200, list([circleRow('manage')])] as [number, unknown],
  };

  it('/plans: the switcher offers Me and Alex and narrows the list to one person', async () => {
    stubFetch({
      ...base,
      'GET /api/collections/plans/records': () => [
        200,
        list([
          plan('plan00000000001', alex, 'Prepare for surgery', 'active'),
          plan('plan00000000002', me, 'Find a dentist', 'active'),
        ]),
      ],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/plans');
    const switcher = await screen.findByRole('radiogroup', { name: 'Show things for' });
    expect(within(switcher).getByText('Me', { exact: true })).toBeInTheDocument();
    expect(await screen.findByText('For Alex Rivera')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a dentist' })).toBeInTheDocument();
    fireEvent.click(within(switcher).getByText('Alex', { exact: true }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Find a dentist' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Prepare for surgery' })).toBeInTheDocument();
    // a manager's plans are not view only
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('/reports and /files name Alex and follow the switcher', async () => {
    const report = (id: string, member: Record<string, unknown>, title: string) => ({
      id,
      member: member['id'],
      title,
      kind: 'bill',
      status: 'submitted',
      priority: 'normal',
      amount_saved: 0,
      created: '2026-03-01 10:00:00.000Z',
      submitted_at: '2026-03-01 10:00:00.000Z',
      expand: { member },
    });
    const file = (id: string, member: Record<string, unknown>, title: string) => ({
      id,
      collectionId: 'pbc_files',
      collectionName: 'files',
      member: member['id'],
      owner: member['user'],
      title,
      kind: 'letter',
      file: `${id}.pdf`,
      shared_with_counselor: false,
      created: '2026-03-01 10:00:00.000Z',
      expand: { member },
    });
    stubFetch({
      ...base,
      'GET /api/collections/reports/records': () => [
        200,
        list([report('rep000000000001', alex, 'MRI bill'), report('rep000000000002', me, 'Dental bill')]),
      ],
      'GET /api/collections/files/records': () => [
        200,
        list([file('fil000000000001', alex, 'Pre-authorization'), file('fil000000000002', me, 'My letter')]),
      ],
    });
    sessionStorage.setItem('covey.person', `${ME_ID}:${alex.id}`);
    signInAs(userRecord({ role: 'member' }));
    const { router } = renderApp('/reports');
    expect(await screen.findByRole('link', { name: 'MRI bill' })).toBeInTheDocument();
    expect(screen.getByText(/Alex Rivera/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dental bill' })).toBeNull();
    await router.navigate('/files');
    expect(await screen.findByRole('link', { name: 'Pre-authorization' })).toBeInTheDocument();
    expect(screen.getByText(/Alex Rivera/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My letter' })).toBeNull();
  });

  it('a choice naming someone no longer shared (the circle ended) narrows nothing', async () => {
    sessionStorage.setItem('covey.person', `${ME_ID}:${alex.id}`);
    stubFetch({
      'GET /api/collections/members/records': members(me, []),
      'GET /api/collections/circle_members/records': () => [200, list([])],
      'GET /api/collections/plans/records': () => [
        200,
        list([plan('plan00000000002', me, 'Find a dentist', 'active')]),
      ],
    });
    signInAs(userRecord({ role: 'member' }));
    renderApp('/plans');
    expect(await screen.findByRole('link', { name: 'Find a dentist' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Show things for' })).toBeNull();
  });
});
