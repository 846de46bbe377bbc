/**
 * The `/api/slots` figure (issue 14): one counselor with weekly hours every day 08:00–20:00
 * (New York), a vacation block and an override, 500 existing sessions spread over the next 60 days,
 * then `GET /api/slots` for the whole 60-day window as a member, 200 requests one at a time.
 * Part of `npm run bench` (BENCH_SLOTS=0 skips it); standalone: `node --import tsx server/bench/slots.ts`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiClient, pool } from './api.js';
import { measure, type Measured } from './scenarios.js';
import { MAIN_JS, runNode, stop, type Proc } from './server-proc.js';
import { ADMIN, makeTempDir, startServer } from './setup.js';

const PW = 'bench-slots-password-123';
const DAY = 24 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

export async function runSlotsBench(
  api: ApiClient,
  baseUrl: string,
  log: (s: string) => void,
  requests = 200,
): Promise<Measured> {
  const tag = Date.now().toString(36);
  const mkUser = async (role: string) => {
    const email = `slots-${role}-${tag}@bench.local`;
    const u = await api.req<{ id: string }>('POST', '/api/collections/users/records', {
      email,
      password: PW,
      passwordConfirm: PW,
      name: `Bench ${role}`,
      role,
      verified: true,
    });
    const auth = await api.req<{ token: string }>(
      'POST',
      '/api/collections/users/auth-with-password',
      { identity: email, password: PW },
      '',
    );
    return { id: u.id, token: auth.token };
  };
  const counselorUser = await mkUser('counselor');
  const member = await mkUser('member');
  const counselor = await api.req<{ id: string }>('POST', '/api/collections/counselors/records', {
    user: counselorUser.id,
    display_name: 'Bench Counselor',
    active: true,
    accepting: true,
    timezone: 'America/New_York',
    slot_minutes: 30,
    buffer_after: 10,
    min_notice_minutes: 120,
    booking_window_days: 60,
    max_per_day: 20,
  });
  const rows = [
    { kind: 'weekly', weekdays: ['0', '1', '2', '3', '4', '5', '6'], start_time: '08:00', end_time: '20:00' },
    { kind: 'block', date: iso(Date.now() + 10 * DAY).slice(0, 10), start_time: '', end_time: '' },
    { kind: 'override', date: iso(Date.now() + 12 * DAY).slice(0, 10), start_time: '10:00', end_time: '12:00' },
  ];
  for (const r of rows)
    await api.req('POST', '/api/collections/availability/records', { counselor: counselor.id, timezone: '', ...r });
  const memberRow = await api.req<{ items: { id: string }[] }>(
    'GET',
    `/api/collections/members/records?filter=${encodeURIComponent(`user = "${member.id}"`)}`,
  );
  const memberId = memberRow.items[0]!.id;
  log('slots bench: seeding 500 sessions over 60 days ...');
  const start0 = Math.ceil((Date.now() + 3 * 3600_000) / 1800_000) * 1800_000;
  await pool(
    Array.from({ length: 500 }, (_, i) => i),
    8,
    async (i) => {
      // 500 sessions: ~8 a day, one hour apart from 13:00 UTC, on 60 days
      const start = start0 + Math.floor(i / 8.4) * DAY + (i % 8) * 3600_000;
      await api.req('POST', '/api/collections/appointments/records', {
        member: memberId,
        counselor: counselor.id,
        kind: 'counselor_call',
        status: 'confirmed',
        start: iso(start),
        end: iso(start + 1800_000),
      });
    },
  );
  const from = new Date().toISOString().slice(0, 10);
  const to = iso(Date.now() + 60 * DAY).slice(0, 10);
  const url = `${baseUrl}/api/slots?counselor=${counselor.id}&from=${from}&to=${to}&tz=Europe/Berlin`;
  const sample = (await (await fetch(url, { headers: { Authorization: member.token } })).json()) as {
    slots?: unknown[];
  };
  log(`slots bench: sanity ${sample.slots?.length ?? '?'} free slots in 60 days`);
  const m = await measure({
    url,
    headers: { Authorization: member.token },
    connections: 1,
    amount: requests,
    capSeconds: 120,
  });
  log(
    `/api/slots (60-day window, 500 existing appointments, c1 ${m.requests} req): p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.non2xx} non-2xx (target < 50 ms)`,
  );
  return m;
}

async function standalone(): Promise<void> {
  const dir = makeTempDir();
  let server: Proc | undefined;
  try {
    runNode([MAIN_JS, 'superuser', 'upsert', ADMIN.email, ADMIN.password, `--dir=${path.join(dir, 'pb')}`]);
    server = await startServer(dir);
    const api = new ApiClient(server.url);
    await api.authSuperuser(ADMIN.email, ADMIN.password);
    await api.req('PATCH', '/api/settings', { rateLimits: { enabled: false } });
    await runSlotsBench(api, server.url, (s) => console.log(s));
  } finally {
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
