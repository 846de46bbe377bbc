/**
 * `GET /api/ops/overview`: superusers only (a member, a counselor or a guest gets the store's JSON
 * error, never the counts), and the counts follow the records: an onboarded member without a
 * counselor, one waiting for eligibility, an app to review, a counselor's caseload against capacity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness/test-app.js';
import { store } from '../../store/store.js';
import type { OpsOverview } from '../ops-overview-shape.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const overview = async (): Promise<OpsOverview> => {
  const res = await ctx.inject({ method: 'GET', url: '/api/ops/overview', auth: 'superuser' });
  expect(res.statusCode).toBe(200);
  return res.json<OpsOverview>();
};

describe('GET /api/ops/overview', () => {
  it('refuses everyone but a superuser with a JSON error', async () => {
    const guest = await ctx.inject({ method: 'GET', url: '/api/ops/overview' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 401 });
    const alice = await ctx.inject({ method: 'GET', url: '/api/ops/overview', auth: 'alice' });
    expect(alice.statusCode).toBe(403);
    expect(alice.json()).toMatchObject({ status: 403 });
    expect(alice.body).not.toContain('withoutCounselor');
  });

  it('counts members without a counselor, waiting for eligibility, apps to review and caseloads', async () => {
    const s = store(ctx.app.core);
    const before = await overview();
    const user = await s.create('users', { email: 'cara@example.com', password: 'test-password-123', passwordConfirm: 'test-password-123', name: 'Cara', role: 'counselor' });
    const counselor = await s.create('counselors', { user: user.data.id, display_name: 'Cara Counselor', active: true, accepting: true, capacity: 2 });
    const unassigned = await s.create('members', { first_name: 'Una', last_name: 'Signed', onboarding_step: 'completed', status: 'active' });
    await s.create('members', { first_name: 'Pen', last_name: 'Ding', onboarding_step: 'completed', status: 'pending' });
    await s.create('members', { first_name: 'Mid', last_name: 'Way', onboarding_step: 'contact', status: 'onboarding' });
    await s.create('members', { first_name: 'Ann', last_name: 'Assigned', onboarding_step: 'completed', status: 'active', counselor: counselor.data.id });
    await s.create('oauth_clients', { owner: String(ctx.records.alice.data['id']), name: 'Budget app', status: 'pending_review', redirect_uris: ['https://example.com/cb'], type: 'public' });

    const after = await overview();
    expect(after.members.withoutCounselor).toBe(before.members.withoutCounselor + 1);
    expect(after.members.pendingEligibility).toBe(before.members.pendingEligibility + 1);
    expect(after.oauthApps.toReview).toBe(before.oauthApps.toReview + 1);
    expect(after.counselors).toContainEqual({ id: counselor.data.id, name: 'Cara Counselor', caseload: 1, capacity: 2, accepting: true });
    expect(after.mail).toEqual({ configured: false });

    await s.update(unassigned, { counselor: counselor.data.id });
    const assigned = await overview();
    expect(assigned.members.withoutCounselor).toBe(before.members.withoutCounselor);
    expect(assigned.counselors.find((c) => c.id === counselor.data.id)?.caseload).toBe(2);
  });
});
