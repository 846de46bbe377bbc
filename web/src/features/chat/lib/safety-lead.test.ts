import { describe, expect, it } from 'vitest';
import { splitSafetyLead } from './safety-lead';

describe('splitSafetyLead', () => {
  it('takes the leading 911/988 paragraphs and leaves the rest', () => {
    const body =
      'If you are thinking about suicide, call 988.\n\nIf this may be an emergency, call 911 now.\n\nHere is what your plan documents say:';
    expect(splitSafetyLead(body)).toEqual({
      lead: ['If you are thinking about suicide, call 988.', 'If this may be an emergency, call 911 now.'],
      rest: 'Here is what your plan documents say:',
    });
    expect(splitSafetyLead('Urgent care is covered.')).toEqual({ lead: [], rest: 'Urgent care is covered.' });
  });
});
