import { describe, expect, it } from 'vitest';
import { fitScale } from './pdf-fit';

describe('fitScale', () => {
  it('fits a US Letter page (612 pt) on a phone and keeps 125 % where there is room', () => {
    expect(fitScale(358, 612)).toBe(0.55);
    expect(612 * fitScale(358, 612)).toBeLessThanOrEqual(358);
    expect(fitScale(1200, 612)).toBe(1.25);
    expect(fitScale(100, 612)).toBe(0.5);
  });
});
