import { describe, expect, it } from 'vitest';
import { dayText } from './day-text.js';

describe('dayText', () => {
  it('says a date-only value in the language, without shifting the day', () => {
    expect(dayText('en', '2026-03-04 00:00:00.000Z')).toBe('March 4, 2026');
    expect(dayText('es', '2026-03-04 00:00:00.000Z')).toBe('4 de marzo de 2026');
  });

  it('reads an instant in the recipient’s zone; an unknown zone is UTC, an unreadable value stays as written', () => {
    expect(dayText('es', '2026-03-05 03:00:00.000Z', 'America/Los_Angeles')).toBe('4 de marzo de 2026');
    expect(dayText('en', '2026-03-05 03:00:00.000Z', 'Nowhere/City')).toBe('March 5, 2026');
    expect(dayText('en', 'soon')).toBe('soon');
  });
});
