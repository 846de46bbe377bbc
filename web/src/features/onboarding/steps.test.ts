import { describe, expect, it } from 'vitest';
import { asStep, nextStep, previousStep, stepOfPath, stepPath } from './steps';

describe('onboarding steps', () => {
  it.each([
    ['guide', true, '/onboard/guide'],
    ['contact', true, '/onboard/contact'],
    ['information', true, '/onboard/information'],
    ['pending', true, '/auth/pending'],
    ['completed', true, '/auth/completed'],
    ['completed', false, '/auth/pending'],
    ['', true, '/onboard/guide'],
    ['bogus', true, '/onboard/guide'],
  ])('step %s (counselor %s) continues at %s', (step, counselor, path) => {
    expect(stepPath(step, counselor)).toBe(path);
  });

  it('moves one step at a time; information is followed by completed', () => {
    expect(nextStep('guide')).toBe('contact');
    expect(nextStep('agreement')).toBe('information');
    expect(nextStep('information')).toBe('completed');
    expect(previousStep('guide')).toBeNull();
    expect(previousStep('coverage')).toBe('contact');
  });

  it('maps paths back to steps', () => {
    expect(stepOfPath('/onboard/agreement')).toBe('agreement');
    expect(stepOfPath('/plans')).toBeNull();
    expect(asStep(undefined)).toBe('guide');
  });
});
