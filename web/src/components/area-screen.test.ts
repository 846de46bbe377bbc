import { describe, expect, it } from 'vitest';
import { comingSoon } from './area-screen';

describe('comingSoon', () => {
  it('says plainly that the area is coming', () => {
    expect(comingSoon('Employers')).toBe('Employers are coming to Covey soon');
    expect(comingSoon('Creating a plan')).toBe('Creating a plan is coming to Covey soon');
    expect(comingSoon('Editing an appointment')).toBe('Editing an appointment is coming to Covey soon');
  });
});
