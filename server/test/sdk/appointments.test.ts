/**
 * Appointments through the SDK against the built server: `/api/slots`, booking with the slot
 * re-checked in the write transaction (a 20-way race yields one booking), bad input refused with
 * nothing written, reschedule / cancel and their 2-hour cut-off, completion and rating, provider
 * visit requests, employer access, and the reminder cron (once only, real SMTP, parseable .ics).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import ICAL from 'ical.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';
import { MailCatcher, type CapturedMail } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let su: PocketBase;
const PW = 'appts-pass-123';
const MIN = 60_000;
const TAKEN = 'That time was just taken — pick another.';
let counselorId = '';
let counselorPb: PocketBase;
const members: { pb: PocketBase; id: string; email: string }[] = [];
let employerPb: PocketBase;
const mail = new MailCatcher();

const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

async function user(email: string, role: string): Promise<{ pb: PocketBase; id: string }> {
  const u = await su
    .collection('users')
    .create({ email, password: PW, passwordConfirm: PW, name: email.split('@')[0], role, verified: true });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  return { pb, id: u.id };
}

interface SlotsAnswer {
  timezone: string;
  tz: string;
  slots: { start: string; end: string; date: string; time: string }[];
}
const slots = (pb: PocketBase, query: Record<string, string> = {}) =>
  pb.send<SlotsAnswer>('/api/slots', { query: { counselor: counselorId, tz: 'UTC', ...query } });

const book = (i: number, start: string, extra: Record<string, unknown> = {}) =>
  members[i]!.pb.collection('appointments').create({
    member: members[i]!.id,
    booked_by: members[i]!.pb.authStore.record!.id,
    kind: 'counselor_video',
    status: 'confirmed',
    start,
    reason: 'Questions',
    ...extra,
  });

const countFor = async (filter: string) => (await su.collection('appointments').getFullList({ filter })).length;

beforeAll(async () => {
  await mail.start();
  srv = await startServer();
  su = await srv.superuserClient();
  const c = await user('casey@appts.test', 'counselor');
  counselorPb = c.pb;
  counselorId = (
    await su.collection('counselors').create({
      user: c.id,
      display_name: 'Casey',
      active: true,
      accepting: true,
      capacity: 50,
      timezone: 'UTC',
      slot_minutes: 30,
      buffer_after: 10,
      min_notice_minutes: 120,
      booking_window_days: 60,
      max_per_day: 48,
      meeting_url: 'https://meet.example.com/casey',
    })
  ).id;
  await su.collection('availability').create({
    counselor: counselorId,
    kind: 'weekly',
    weekdays: ['0', '1', '2', '3', '4', '5', '6'],
    start_time: '00:00',
    end_time: '24:00',
    timezone: 'UTC',
  });
  for (let i = 0; i < 4; i++) {
    const email = `m${i}@appts.test`;
    const m = await user(email, 'member');
    const row = await su.collection('members').getFirstListItem(`user = "${m.id}"`);
    await su
      .collection('members')
      .update(row.id, { counselor: counselorId, status: 'active', onboarding_step: 'completed' });
    members.push({ pb: m.pb, id: row.id, email });
  }
  employerPb = (await user('hr@appts.test', 'employer')).pb;
}, 120_000);
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

describe('/api/slots', () => {
  it('lists free slots labelled in the viewer zone, with the counselor zone', async () => {
    const out = await slots(members[0]!.pb, { tz: 'Asia/Tokyo' });
    expect(out).toMatchObject({ timezone: 'UTC', tz: 'Asia/Tokyo' });
    const first = out.slots[0]!;
    expect(Date.parse(first.start.replace(' ', 'T'))).toBeGreaterThanOrEqual(Date.now() + 119 * MIN);
    const tokyo = new Date(Date.parse(first.start.replace(' ', 'T')) + 9 * 3600_000).toISOString();
    expect(`${first.date}T${first.time}`).toBe(tokyo.slice(0, 16));
  });
  it.each([
    ['a malformed time zone', { tz: 'Mars/Base' }, 400, /time zone is not recognised/],
    ['an unknown counselor', { counselor: 'nope123456789ab' }, 404, /could not find that counselor/],
    ['a reversed range', { from: '2030-01-02', to: '2030-01-01' }, 400, /must be after/],
  ])('refuses %s', async (_n, query, status, message) => {
    const err = await expectError(slots(members[0]!.pb, query as Record<string, string>), { status });
    expect(err.response['message']).toMatch(message);
  });
  it('refuses employers and guests; members never read availability rows', async () => {
    await expectError(slots(employerPb), {
      status: 403,
      message: 'Counselor schedules are only available to members and counselors.',
    });
    await expectError(slots(srv.newClient()), { status: 401 });
    expect(await members[0]!.pb.collection('availability').getFullList()).toEqual([]);
    expect(await counselorPb.collection('availability').getFullList()).toHaveLength(1);
  });
});

describe('schedule input', () => {
  it('refuses a zone, session setting or availability row the slot maths cannot use; slots keep working', async () => {
    const before = (await slots(members[0]!.pb)).slots.length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ timezone: 'Nope/Zone' }, 'timezone'],
      [{ slot_minutes: 0.01 }, 'slot_minutes'],
      [{ slot_minutes: 1000 }, 'slot_minutes'],
      [{ buffer_after: 500 }, 'buffer_after'],
      [{ booking_window_days: 100000 }, 'booking_window_days'],
      [{ max_per_day: 1000 }, 'max_per_day'],
    ];
    for (const [body, field] of refusals) {
      const err = await expectError(counselorPb.collection('counselors').update(counselorId, body), { status: 400 });
      expect(Object.keys(err.response['data'] as object)).toEqual([field]);
    }
    const row = (extra: Record<string, unknown>) =>
      counselorPb.collection('availability').create({
        counselor: counselorId,
        kind: 'weekly',
        weekdays: ['1'],
        start_time: '09:00',
        end_time: '10:00',
        ...extra,
      });
    for (const [extra, field] of [
      [{ timezone: 'Bad/Zone' }, 'timezone'],
      [{ start_time: '25:00' }, 'start_time'],
      [{ end_time: 'soon' }, 'end_time'],
      [{ start_time: '11:00' }, 'end_time'],
      [{ weekdays: [] }, 'weekdays'],
      [{ kind: 'block', weekdays: [], start_time: '', end_time: '' }, 'date'],
    ] as [Record<string, unknown>, string][]) {
      const err = await expectError(row(extra), { status: 400 });
      expect(Object.keys(err.response['data'] as object)).toEqual([field]);
    }
    const block = await row({
      kind: 'block',
      weekdays: [],
      start_time: '',
      end_time: '',
      date: '2099-01-01 00:00:00.000Z',
    });
    await counselorPb.collection('availability').delete(block.id);
    expect(await su.collection('counselors').getOne(counselorId)).toMatchObject({
      timezone: 'UTC',
      slot_minutes: 30,
      max_per_day: 48,
    });
    expect((await slots(members[0]!.pb)).slots.length).toBe(before);
  });
});

describe('booking', () => {
  it('books a free slot: confirmed, end and link filled, logged, counselor notified, slot gone', async () => {
    const slot = (await slots(members[0]!.pb)).slots[0]!;
    const a = await book(0, slot.start);
    expect(a).toMatchObject({
      status: 'confirmed',
      start: slot.start,
      end: slot.end,
      meeting_url: 'https://meet.example.com/casey',
      counselor: counselorId,
      reschedule_count: 0,
    });
    expect(a['ics_uid']).toBe(`${a.id}@covey`);
    const updates = await su.collection('updates').getFullList({ filter: `target_id = "${a.id}"` });
    expect(updates.map((u) => u['action'])).toEqual(['created']);
    // each language's sentence is stored with the row, so a Spanish reader's activity shows Spanish (#31)
    const texts = (updates[0]!['data'] as { summary_text: Record<string, string> }).summary_text;
    expect(texts['en']).toBe(updates[0]!['summary']);
    expect(texts['es']).toMatch(/\S/);
    expect(texts['es']).not.toBe(texts['en']);
    const notes = await counselorPb
      .collection('notifications')
      .getFullList({ filter: `link = "/appointments/${a.id}"` });
    expect(notes).toHaveLength(1);
    expect((await slots(members[1]!.pb)).slots.map((s) => s.start)).not.toContain(slot.start);
    const ics = await fetch(`${srv.url}/api/appointments/${a.id}/ics`, {
      headers: { Authorization: members[0]!.pb.authStore.token },
    });
    expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
    const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(`${a.id}@covey`);
    expect(
      (
        await fetch(`${srv.url}/api/appointments/${a.id}/ics`, {
          headers: { Authorization: members[1]!.pb.authStore.token },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [
      'inside minimum notice',
      () => iso(Math.ceil((Date.now() + 30 * MIN) / (30 * MIN)) * 30 * MIN),
      /at least 2 hours ahead/,
    ],
    [
      'beyond the booking window',
      () => iso(Math.ceil((Date.now() + 65 * 24 * 60 * MIN) / (30 * MIN)) * 30 * MIN),
      /up to 60 days ahead/,
    ],
    ['a past date', () => '2020-01-06 10:00:00.000Z', /already passed/],
    [
      "off the counselor's slots",
      () => iso(Math.ceil((Date.now() + 5 * 60 * MIN) / (30 * MIN)) * 30 * MIN + 7 * MIN),
      /outside the counselor's available hours/,
    ],
  ])('refuses a slot %s; nothing written', async (_n, start, message) => {
    const before = await countFor(`member = "${members[1]!.id}"`);
    const err = await expectError(book(1, start()), { status: 400 });
    expect(err.response['message']).toMatch(message);
    expect(await countFor(`member = "${members[1]!.id}"`)).toBe(before);
  });

  it('refuses a video call with a counselor who has no meeting link (nothing written); a phone call says who calls whom', async () => {
    await su.collection('counselors').update(counselorId, { meeting_url: '' });
    try {
      const slot = (await slots(members[2]!.pb)).slots[5]!;
      const before = await countFor(`member = "${members[2]!.id}"`);
      const err = await expectError(book(2, slot.start), { status: 400 });
      expect(err.response['message']).toBe("Casey hasn't set up video calls yet. Book a phone call instead.");
      expect((err.response['data'] as Record<string, { code: string }>)['kind']?.code).toBe('validation_appointment_no_video');
      expect(await countFor(`member = "${members[2]!.id}"`)).toBe(before);
      const call = await book(2, slot.start, { kind: 'counselor_call' });
      expect(call['meeting_url']).toBe('');
      const ics = await fetch(`${srv.url}/api/appointments/${call.id}/ics`, {
        headers: { Authorization: members[2]!.pb.authStore.token },
      });
      const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('location')).toBe('Phone call');
      expect(String(event.getFirstPropertyValue('description'))).toContain('Casey will call you at the phone number on your profile.');
      await members[2]!.pb.collection('appointments').update(call.id, { status: 'cancelled', cancel_reason: 'Test over' });
    } finally {
      await su.collection('counselors').update(counselorId, { meeting_url: 'https://meet.example.com/casey' });
    }
  });

  it('refuses a booking for a member one does not manage', async () => {
    const slot = (await slots(members[1]!.pb)).slots[3]!;
    await expectError(
      members[1]!.pb.collection('appointments').create({
        member: members[0]!.id,
        booked_by: members[1]!.pb.authStore.record!.id,
        kind: 'counselor_call',
        status: 'confirmed',
        start: slot.start,
      }),
      { status: 400 },
    );
    expect(await countFor(`start = "${slot.start}"`)).toBe(0);
  });

  it('a member cannot fill in the counselor’s fields, a past doctor visit or an unknown time zone; nothing written', async () => {
    const me = members[1]!;
    const slot = (await slots(me.pb)).slots[7]!;
    for (const field of ['meeting_url', 'location', 'provider_name', 'provider_phone', 'provider_address']) {
      const value = field === 'meeting_url' ? 'https://evil.example/join' : 'Somewhere';
      const err = await expectError(book(1, slot.start, { [field]: value }), { status: 400 });
      expect(err.response['data']).toMatchObject({ [field]: { message: 'Only your counselor can fill this in.' } });
    }
    expect(await countFor(`start = "${slot.start}"`)).toBe(0);
    const before = await countFor(`member = "${me.id}"`);
    const past = await expectError(
      me.pb.collection('appointments').create({
        member: me.id,
        booked_by: me.pb.authStore.record!.id,
        kind: 'provider_visit',
        status: 'requested',
        reason: 'Dermatologist',
        start: '2020-01-01 10:00:00.000Z',
      }),
      { status: 400 },
    );
    expect(past.response['message']).toBe('That time has already passed. Pick a time in the future.');
    await expectError(book(1, slot.start, { timezone: 'Mars/Olympus' }), { status: 400 });
    expect(await countFor(`member = "${me.id}"`)).toBe(before);
    const booked = await book(1, slot.start, { timezone: 'America/New_York' });
    expect(booked['meeting_url']).toBe('https://meet.example.com/casey');
    const err = await expectError(me.pb.collection('appointments').update(booked.id, { timezone: 'Nope/Zone' }), {
      status: 400,
    });
    expect(err.response['data']).toMatchObject({ timezone: { message: 'That time zone is not recognised.' } });
    expect((await su.collection('appointments').getOne(booked.id))['timezone']).toBe('America/New_York');
    await me.pb.collection('appointments').update(booked.id, { status: 'cancelled', cancel_reason: 'Test done' });
  });

  it('twenty concurrent bookings of one slot: exactly one wins, the rest hear it was taken', async () => {
    const slot = (await slots(members[0]!.pb)).slots[5]!;
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => book(i % 4, slot.start)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { response: { message: string } }).response.message).toBe(TAKEN);
    }
    expect(await countFor(`start = "${slot.start}" && status != "cancelled"`)).toBe(1);
  });

  it('applies the daily cap', async () => {
    await su.collection('counselors').update(counselorId, { max_per_day: 1 });
    try {
      const free = (
        await slots(members[2]!.pb, {
          from: iso(Date.now() + 20 * 24 * 60 * MIN).slice(0, 10),
          to: iso(Date.now() + 21 * 24 * 60 * MIN).slice(0, 10),
        })
      ).slots;
      await book(2, free[0]!.start);
      const err = await expectError(book(2, free[4]!.start), { status: 400 });
      expect(err.response['message']).toMatch(/fully booked that day/);
    } finally {
      await su.collection('counselors').update(counselorId, { max_per_day: 48 });
    }
  });
});

describe('changing an appointment', () => {
  it('reschedules to a free slot (re-checked, counted, old time logged) and cancels with a reason', async () => {
    const free = (await slots(members[3]!.pb, { from: iso(Date.now() + 3 * 24 * 60 * MIN).slice(0, 10) })).slots;
    const a = await book(3, free[0]!.start);
    const taken = await book(2, free[2]!.start);
    const err = await expectError(members[3]!.pb.collection('appointments').update(a.id, { start: taken['start'] }), {
      status: 400,
    });
    expect(err.response['message']).toBe(TAKEN);
    await expectError(members[3]!.pb.collection('appointments').update(a.id, { end: free[4]!.end }), { status: 400 });
    const moved = await members[3]!.pb
      .collection('appointments')
      .update(a.id, { start: free[4]!.start, end: '2099-01-01 00:00:00.000Z' });
    expect(moved).toMatchObject({ start: free[4]!.start, end: free[4]!.end, reschedule_count: 1 });
    const log = await su.collection('updates').getFirstListItem(`target_id = "${a.id}" && action = "updated"`);
    expect(log['data']).toMatchObject({ old_start: free[0]!.start, start: free[4]!.start });
    await expectError(members[3]!.pb.collection('appointments').update(a.id, { status: 'cancelled' }), { status: 404 });
    const cancelled = await members[3]!.pb
      .collection('appointments')
      .update(a.id, { status: 'cancelled', cancel_reason: 'Feeling better' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: members[3]!.pb.authStore.record!.id });
    expect(
      (await slots(members[0]!.pb, { from: iso(Date.now() + 3 * 24 * 60 * MIN).slice(0, 10) })).slots.map(
        (s) => s.start,
      ),
    ).toContain(free[4]!.start);
  });

  it('refuses member reschedule and cancel inside the 2-hour cut-off; the counselor can still cancel', async () => {
    const start = iso(Math.ceil((Date.now() + 60 * MIN) / (30 * MIN)) * 30 * MIN);
    const a = await su.collection('appointments').create({
      member: members[0]!.id,
      counselor: counselorId,
      kind: 'counselor_call',
      status: 'confirmed',
      start,
      booked_by: '',
    });
    const later = (await slots(members[0]!.pb)).slots[8]!.start;
    for (const body of [{ start: later }, { status: 'cancelled', cancel_reason: 'Busy' }]) {
      const err = await expectError(members[0]!.pb.collection('appointments').update(a.id, body), { status: 400 });
      expect(err.response['message']).toMatch(/less than 2 hours .* Message your counselor instead/);
    }
    expect((await su.collection('appointments').getOne(a.id))['status']).toBe('confirmed');
    expect(
      await counselorPb
        .collection('appointments')
        .update(a.id, { status: 'cancelled', cancel_reason: 'Counselor ill' }),
    ).toMatchObject({ status: 'cancelled' });
  });

  it('counselor marks completed from 15 minutes after the start, writes notes; the member rates after completion', async () => {
    const mk = (ago: number) =>
      su.collection('appointments').create({
        member: members[1]!.id,
        counselor: counselorId,
        kind: 'counselor_call',
        status: 'confirmed',
        start: iso(Date.now() - ago * MIN),
        end: iso(Date.now() - ago * MIN + 30 * MIN),
      });
    const early = await mk(5);
    const err = await expectError(counselorPb.collection('appointments').update(early.id, { status: 'completed' }), {
      status: 400,
    });
    expect(err.response['data']).toMatchObject({
      status: { message: 'You can mark this from 15 minutes after the start.' },
    });
    const a = await mk(20);
    await expectError(members[1]!.pb.collection('appointments').update(a.id, { rating: 5 }), { status: 400 });
    await expectError(members[1]!.pb.collection('appointments').update(a.id, { notes: 'mine' }), { status: 400 });
    expect(
      await counselorPb
        .collection('appointments')
        .update(a.id, { status: 'completed', notes: '<p>Next: call the payer</p>' }),
    ).toMatchObject({ status: 'completed' });
    expect(await members[1]!.pb.collection('appointments').update(a.id, { rating: 5 })).toMatchObject({ rating: 5 });
    const noShow = await mk(30);
    expect(await counselorPb.collection('appointments').update(noShow.id, { status: 'no_show' })).toMatchObject({
      status: 'no_show',
    });
  });

  it('a provider visit starts as a request and the counselor confirms it with provider, time and address', async () => {
    const me = members[2]!;
    const base = {
      member: me.id,
      booked_by: me.pb.authStore.record!.id,
      kind: 'provider_visit',
      reason: 'Dermatologist, in-network',
      preferred_times: {
        times: ['weekday mornings'],
        places: ['near 02139'],
        in_network: true,
        specialty: 'dermatology',
      },
    };
    await expectError(me.pb.collection('appointments').create({ ...base, status: 'confirmed' }), { status: 400 });
    const req = await me.pb.collection('appointments').create({ ...base, status: 'requested' });
    expect(req).toMatchObject({ status: 'requested', counselor: counselorId });
    const noTime = await expectError(me.pb.send(`/api/appointments/${req.id}/ics`, {}), { status: 400 });
    expect(noTime.response['message']).toMatch(/no time yet/);
    await expectError(employerPb.send(`/api/appointments/${req.id}/ics`, {}), { status: 404 });
    await expectError(counselorPb.collection('appointments').update(req.id, { status: 'confirmed' }), { status: 400 });
    const when = iso(Date.now() + 5 * 24 * 60 * MIN);
    const done = await counselorPb
      .collection('appointments')
      .update(req.id, { status: 'confirmed', provider_name: 'Dr. Lee', start: when, provider_address: '1 Main St' });
    expect(done).toMatchObject({ status: 'confirmed', provider_name: 'Dr. Lee', start: when });
    expect(
      await me.pb.collection('notifications').getFullList({ filter: `link = "/appointments/${req.id}"` }),
    ).toHaveLength(1);
  });

  it('employers read no appointments', async () => {
    const any = await su.collection('appointments').getFirstListItem('');
    expect(await employerPb.collection('appointments').getFullList()).toEqual([]);
    await expectError(employerPb.collection('appointments').getOne(any.id), { status: 404 });
  });
});

function icsOf(m: CapturedMail): string {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(m.raw);
  if (!part) throw new Error(`no calendar part in:\n${m.raw.slice(0, 1500)}`);
  const headers = /Content-Type: text\/calendar[^]*?\r?\n\r?\n/i.exec(m.raw)![0];
  if (/base64/i.test(headers)) return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(headers))
    return part[1]!
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return part[1]!;
}

describe('reminders', () => {
  it('sends the 24 h and 1 h reminders exactly once with a parseable .ics, never for cancelled ones', async () => {
    await su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
    const to = members[0]!.email;
    const mk = (inMin: number, status = 'confirmed') =>
      su.collection('appointments').create({
        member: members[0]!.id,
        counselor: counselorId,
        kind: 'counselor_video',
        status,
        start: iso(Date.now() + inMin * MIN),
        end: iso(Date.now() + (inMin + 30) * MIN),
        cancel_reason: status === 'cancelled' ? 'x' : '',
      });
    const day = await mk(23 * 60 + 50);
    const hour = await mk(30);
    const cancelled = await mk(23 * 60, 'cancelled');
    const sent = (id: string, prefix: string) =>
      mail.to(to).filter((m) => m.subject.startsWith(prefix) && m.body.includes(`/appointments/${id}`));
    // the job is idempotent: run it until the reminders are out (a run never overlaps the previous one)
    await runUntil(() => sent(day.id, 'Tomorrow:').length > 0 && sent(hour.id, 'In one hour:').length > 0);
    const sentinel = await mk(45);
    await runUntil(() => sent(sentinel.id, 'In one hour:').length > 0);
    expect(sent(day.id, 'Tomorrow:')).toHaveLength(1);
    expect(sent(day.id, 'In one hour:')).toHaveLength(0);
    expect(sent(hour.id, 'In one hour:')).toHaveLength(1);
    expect(sent(hour.id, 'Tomorrow:')).toHaveLength(0);
    expect(sent(sentinel.id, 'In one hour:')).toHaveLength(1);
    expect(
      mail.to(to).filter((m) => m.body.includes(`/appointments/${cancelled.id}`) && !m.subject.startsWith('Booked')),
    ).toHaveLength(0);
    const tomorrow = sent(day.id, 'Tomorrow:')[0]!;
    for (const a of [day, hour, sentinel]) {
      const notes = await members[0]!.pb
        .collection('notifications')
        .getFullList({ filter: `link = "/appointments/${a.id}"` });
      expect(notes, a.id).toHaveLength(1);
    }
    expect((await su.collection('appointments').getOne(day.id))['reminders']).toMatchObject({
      d1_sent: expect.any(String),
    });
    const event = new ICAL.Component(ICAL.parse(icsOf(tomorrow))).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(`${day.id}@covey`);
    const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(dtstart.toJSDate().getTime()).toBe(
      Math.floor(Date.parse(String(day['start']).replace(' ', 'T')) / 1000) * 1000,
    );
  }, 60_000);

  it('mails a confirmation with the .ics on booking, reschedule and cancel (one event: same UID, new SEQUENCE, CANCEL)', async () => {
    await su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
    const me = members[3]!;
    const free = (await slots(me.pb)).slots;
    const booked = await book(3, free[11]!.start, { reason: 'Mail check' });
    const mailFor = async (prefix: string): Promise<CapturedMail> => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const m = mail
          .to(me.email)
          .find((x) => x.subject.startsWith(prefix) && x.body.includes(`/appointments/${booked.id}`));
        if (m) return m;
        if (Date.now() > deadline)
          throw new Error(
            `no "${prefix}" mail; have: ${mail
              .to(me.email)
              .map((x) => x.subject)
              .join(' | ')}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const event = (m: CapturedMail) => {
      const cal = new ICAL.Component(ICAL.parse(icsOf(m)));
      return { method: cal.getFirstPropertyValue('method'), ev: cal.getFirstSubcomponent('vevent')! };
    };
    const bookedMail = await mailFor('Booked:');
    const first = event(bookedMail);
    expect(first.method).toBe('PUBLISH');
    // the video link is in the mail and in the calendar event's location and URL
    expect(bookedMail.body).toContain('Join: https://meet.example.com/casey');
    expect(first.ev.getFirstPropertyValue('location')).toBe('https://meet.example.com/casey');
    expect(first.ev.getFirstPropertyValue('uid')).toBe(`${booked.id}@covey`);
    expect(first.ev.getFirstPropertyValue('status')).toBe('CONFIRMED');
    await me.pb.collection('appointments').update(booked.id, { start: free[14]!.start });
    const moved = event(await mailFor('New time:'));
    expect(moved.ev.getFirstPropertyValue('uid')).toBe(`${booked.id}@covey`);
    expect(moved.ev.getFirstPropertyValue('sequence')).toBe(1);
    expect((moved.ev.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime()).toBe(
      Date.parse(free[14]!.start.replace(' ', 'T')),
    );
    await me.pb.collection('appointments').update(booked.id, { status: 'cancelled', cancel_reason: 'Feeling better' });
    const gone = await mailFor('Cancelled:');
    expect(gone.body).toContain('Feeling better');
    expect(event(gone).method).toBe('CANCEL');
    expect(event(gone).ev.getFirstPropertyValue('status')).toBe('CANCELLED');
  }, 60_000);
});

describe('reminders for late bookings', () => {
  it('a call booked less than 24 hours ahead gets no "Tomorrow" reminder, only the 1 hour one', async () => {
    await su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
    const me = members[1]!;
    const soon = (await slots(me.pb)).slots.find((s) => Date.parse(s.start.replace(' ', 'T')) < Date.now() + 20 * 60 * MIN)!;
    const booked = await book(1, soon.start, { reason: 'Late booking' });
    expect((await su.collection('appointments').getOne(booked.id))['reminders']).toMatchObject({ d1_sent: 'skipped' });
    const sentinel = await su.collection('appointments').create({
      member: me.id, counselor: counselorId, kind: 'counselor_video', status: 'confirmed',
      start: iso(Date.now() + 40 * MIN), end: iso(Date.now() + 70 * MIN),
    });
    const about = (id: string) => mail.to(me.email).filter((m) => m.body.includes(`/appointments/${id}`));
    await runUntil(() => about(sentinel.id).some((m) => m.subject.startsWith('In one hour:')));
    expect(about(booked.id).filter((m) => m.subject.startsWith('Tomorrow:'))).toHaveLength(0);
    const notes = await me.pb.collection('notifications').getFullList({ filter: `link = "/appointments/${booked.id}"` });
    expect(notes.filter((n) => String(n['title']).startsWith('Tomorrow'))).toHaveLength(0);
  }, 60_000);
});

async function runUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!done()) {
    if (Date.now() > deadline)
      throw new Error(`reminders not sent; mails: ${mail.mails.map((m) => m.subject).join(' | ')}`);
    await su.crons.run('covey_appointment_reminders');
    await new Promise((r) => setTimeout(r, 100));
  }
}
