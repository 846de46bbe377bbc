/** Open-enrollment wording from the employer's dates (dates are whole days, compared in UTC). */

const DAY = 86_400_000;

function day(value: string): number | null {
  if (!value) return null;
  const t = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(t) ? null : Math.floor(t / DAY);
}

export type Enrollment =
  | { kind: 'unknown' }
  | { kind: 'upcoming'; days: number; start: string }
  | { kind: 'open'; daysLeft: number; end: string }
  | { kind: 'closed'; end: string };

export function enrollmentState(start: string, end: string, now: Date = new Date()): Enrollment {
  const today = Math.floor(now.getTime() / DAY);
  const from = day(start);
  const to = day(end);
  if (from === null) return { kind: 'unknown' };
  if (today < from) return { kind: 'upcoming', days: from - today, start };
  if (to === null || today <= to) return { kind: 'open', daysLeft: to === null ? 0 : to - today, end };
  return { kind: 'closed', end };
}

export function formatDay(value: string): string {
  const t = Date.parse(value.replace(' ', 'T'));
  if (Number.isNaN(t)) return '';
  return new Date(t).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One sentence for the countdown card. */
export function enrollmentSentence(state: Enrollment): string {
  switch (state.kind) {
    case 'unknown':
      return 'No open-enrollment dates are set yet.';
    case 'upcoming':
      return `Open enrollment starts in ${plural(state.days, 'day')}, on ${formatDay(state.start)}.`;
    case 'open':
      if (!state.end) return 'Open enrollment is open now.';
      return state.daysLeft === 0
        ? 'Open enrollment ends today.'
        : `Open enrollment is open: ${plural(state.daysLeft, 'day')} left (ends ${formatDay(state.end)}).`;
    case 'closed':
      return `Open enrollment ended on ${formatDay(state.end)}.`;
  }
}
