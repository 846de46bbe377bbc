import { adminClient, seedUser } from './fixtures.js';
import type { RunningServer } from './server.js';

/** a counselor and a member (Maya Member) assigned to them, with the admin client that made them */
export async function seedPair(server: RunningServer) {
  const admin = await adminClient(server);
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const counselorRow = await admin.collection('counselors').create({ user: counselor.id, display_name: counselor.name, active: true });
  const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin.collection('members').update(row.id, { counselor: counselorRow.id, status: 'active', first_name: 'Maya', last_name: 'Member' });
  return { admin, counselor, member, memberId: row.id, counselorId: counselorRow.id };
}
