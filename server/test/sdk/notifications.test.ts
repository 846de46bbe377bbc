/**
 * A notification is its recipient's alone (issue 29, product.md §3.4): through the official SDK, no
 * one else (another member, a caregiver of that member, the member's counselor) can list, view,
 * mark read, change or delete it, and the recipient can only flip `read`. The unread count the
 * top bar shows is one count request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let notice = '';

beforeAll(async () => {
  ({ srv, fx } = await startCoveySuite());
  notice = (await fx.su.collection('notifications').create({ user: fx.user.member, title: 'Your report was resolved', link: '/reports/r1', kind: 'report', read: false, channels: ['in_app'] })).id;
}, 120_000);
afterAll(() => stopSuite(srv));

const status = async (p: Promise<unknown>) => p.then(() => 200, (e: { status: number }) => e.status);

describe('notifications privacy', () => {
  it('nobody but the recipient lists, views, updates or deletes it', async () => {
    for (const who of ['otherMember', 'circleWith', 'counselor', 'employer', 'guest'] as const) {
      const pb = fx.clients[who];
      const listed = await pb.collection('notifications').getList(1, 30).then((r) => r.items.map((i) => i.id), () => []);
      expect(listed, who).not.toContain(notice);
      expect(await status(pb.collection('notifications').getOne(notice)), who).toBe(404);
      expect(await status(pb.collection('notifications').update(notice, { read: true })), who).toBe(404);
      expect(await status(pb.collection('notifications').delete(notice)), who).toBe(404);
    }
    expect((await fx.su.collection('notifications').getOne(notice))['read']).toBe(false);
  });

  it('the recipient counts the unread ones in one request and marks one read, nothing else', async () => {
    const me = fx.clients.member;
    const unread = () => me.collection('notifications').getList(1, 1, { filter: me.filter('user = {:me} && read = false', { me: fx.user.member }), fields: 'id' }).then((r) => r.totalItems);
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await status(me.collection('notifications').update(notice, { title: 'Changed' }))).toBe(404);
    expect(await status(me.collection('notifications').update(notice, { subject_name: 'Someone else' }))).toBe(400);
    const read = await me.collection('notifications').update(notice, { read: true });
    expect(read['read']).toBe(true);
    expect(String(read['read_at'])).not.toBe('');
    expect(await unread()).toBe(before - 1);
  });
});
