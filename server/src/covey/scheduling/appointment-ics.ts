/**
 * The `.ics` (iCalendar, RFC 5545) file for one appointment, built with the `ics` library (decision
 * 0008): the same UID on every version, SEQUENCE = reschedule count, METHOD CANCEL when cancelled,
 * so calendar apps update the one event instead of adding a copy.
 */
import { createEvent, type EventAttributes } from 'ics';
import { parseInstant } from './zones.js';

export interface IcsInput {
  uid: string;
  title: string;
  description: string;
  start: string;
  end: string;
  location: string;
  url: string;
  status: string;
  sequence: number;
  organizer?: { name: string; email: string };
}

export function appointmentIcs(a: IcsInput): string {
  const start = parseInstant(a.start);
  const end = parseInstant(a.end) > start ? parseInstant(a.end) : start + 30 * 60_000;
  const cancelled = a.status === 'cancelled';
  const attrs: EventAttributes = {
    uid: a.uid,
    productId: 'covey/appointments',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: a.sequence,
    title: a.title,
    description: a.description,
    start,
    end,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    status: cancelled ? 'CANCELLED' : a.status === 'requested' ? 'TENTATIVE' : 'CONFIRMED',
    ...(a.location ? { location: a.location } : {}),
    ...(a.url ? { url: a.url } : {}),
    ...(a.organizer?.email ? { organizer: a.organizer } : {}),
  };
  const out = createEvent(attrs);
  if (out.error || !out.value) throw out.error ?? new Error('could not build the calendar file');
  return out.value;
}
