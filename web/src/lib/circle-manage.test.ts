import { describe, expect, it } from 'vitest';
import { viewOnlyFor } from './circle-manage';

const row = (member: string, access: string, scopes: string[], expires = '') =>
  ({
    id: `r-${member}-${access}`,
    collectionId: 'c',
    collectionName: 'circle_members',
    access,
    scopes,
    expires,
    expand: { circle: { member } },
  }) as never;
const NOW = new Date('2026-06-01T12:00:00Z');

describe('viewOnlyFor', () => {
  it('is view only with the scope but without manage', () => {
    expect(viewOnlyFor([row('m1', 'view', ['plans'])], 'm1', 'plans', NOW)).toBe(true);
    expect(viewOnlyFor([row('m1', 'manage', ['plans'])], 'm1', 'plans', NOW)).toBe(false);
    // manage for another scope only
    expect(viewOnlyFor([row('m1', 'manage', ['files']), row('m1', 'view', ['plans'])], 'm1', 'plans', NOW)).toBe(true);
    // two circles: one of them manages
    expect(viewOnlyFor([row('m1', 'view', ['plans']), row('m1', 'manage', ['plans'])], 'm1', 'plans', NOW)).toBe(false);
  });
  it('an expired manage row no longer manages', () => {
    expect(viewOnlyFor([row('m1', 'manage', ['plans'], '2026-01-01 00:00:00.000Z')], 'm1', 'plans', NOW)).toBe(true);
    expect(viewOnlyFor([row('m1', 'manage', ['plans'], '2027-01-01 00:00:00.000Z')], 'm1', 'plans', NOW)).toBe(false);
  });
  it('the person themselves or a parent (no circle row) is never view only', () => {
    expect(viewOnlyFor([row('m1', 'view', ['plans'])], 'm2', 'plans', NOW)).toBe(false);
    expect(viewOnlyFor([], 'm1', 'plans', NOW)).toBe(false);
    expect(viewOnlyFor([row('m1', 'view', ['plans'])], undefined, 'plans', NOW)).toBe(false);
  });
});
