import { describe, expect, it } from 'vitest';
import { isMinorNow } from './minors';

describe('isMinorNow', () => {
  const teen = { adult_on: '2028-06-15 00:00:00.000Z', minor: true };
  it('is true before the 18th birthday and false from it on, whatever the stored flag says', () => {
    expect(isMinorNow(teen, new Date('2028-06-14T23:59:59Z'))).toBe(true);
    expect(isMinorNow(teen, new Date('2028-06-15T00:00:00Z'))).toBe(false);
  });
  it('is false without a birthday', () => {
    expect(isMinorNow({ adult_on: '' })).toBe(false);
    expect(isMinorNow(null)).toBe(false);
  });
});
