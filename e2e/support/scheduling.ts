import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { seedUser, type SeededUser } from './fixtures.js';
import type { RunningServer } from './server.js';

/**
 * A counselor in New York who can be booked at any hour of every day (so a test never depends on the
 * time it runs), with the session settings given in `settings`.
 */
export async function seedBookableCounselor(
  server: RunningServer,
  admin: PocketBase,
  settings: Record<string, unknown> = {},
): Promise<{ counselor: SeededUser; row: RecordModel }> {
  const counselor = await seedUser(server, { role: 'counselor', name: 'Jordan Rivera' });
  const row = await admin.collection('counselors').create({
    user: counselor.id,
    display_name: 'Jordan Rivera',
    active: true,
    accepting: true,
    capacity: 20,
    timezone: 'America/New_York',
    meeting_url: 'https://meet.example.com/jordan',
    ...settings,
  });
  await admin.collection('availability').create({
    counselor: row.id,
    kind: 'weekly',
    weekdays: ['0', '1', '2', '3', '4', '5', '6'],
    start_time: '00:00',
    end_time: '24:00',
    timezone: 'America/New_York',
  });
  return { counselor, row };
}
