import { describe, expect, it } from 'vitest';
import { suggestionStatusLabel } from './suggestion-card';

describe('suggestionStatusLabel', () => {
  it('product feedback reads as sent, as the screen said when it was sent (it read "Draft", #29)', () => {
    expect(suggestionStatusLabel({ kind: 'product_feedback', status: 'draft' })).toBe('Sent to the Covey team');
    expect(suggestionStatusLabel({ kind: 'plan', status: 'draft' })).toBe('Draft');
    expect(suggestionStatusLabel({ kind: 'plan', status: 'proposed' })).toBe('Proposed');
  });
});
