import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { bookingError } from './booking-error';

const err = (status: number, message: string, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ url: 'http://x/api', status, response: { status, message, data } });

describe('bookingError', () => {
  it('shows the server sentence for a taken slot', () => {
    const taken = 'That time was just taken — pick another.';
    expect(bookingError(err(400, taken, { start: { code: 'validation_slot_taken', message: taken } }))).toBe(taken);
  });
  it('explains a bare rule refusal', () => {
    expect(bookingError(err(400, 'Failed to create record.'))).toMatch(/book for yourself, a child you look after/);
  });
});
