import { describe, expect, it } from 'vitest';
import { expiryText, rowLive, scopePreview } from './labels';

describe('circle labels', () => {
  it('previews each granted scope in plain words, with the actions for manage', () => {
    expect(scopePreview(['plans', 'appointments'], 'view', 'Riley')).toEqual([
      'Plans and tasks: Riley can see care plans and their tasks.',
      'Appointments: Riley can see upcoming and past appointments.',
    ]);
    expect(scopePreview(['appointments'], 'manage', 'Riley')[0]).toContain('book, reschedule and cancel');
  });
  it('knows when a row still grants access', () => {
    expect(rowLive({ status: 'active', expires: '' })).toBe(true);
    expect(rowLive({ status: 'active', expires: '2000-01-01 00:00:00.000Z' })).toBe(false);
    expect(rowLive({ status: 'revoked', expires: '' })).toBe(false);
    expect(expiryText('')).toBe('No end date');
  });
});
