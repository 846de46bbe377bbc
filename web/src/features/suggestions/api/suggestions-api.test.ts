import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { plainText, savingsText, suggestionError } from './suggestions-api';

describe('suggestions helpers', () => {
  it('words a savings estimate', () => {
    expect(savingsText(900)).toBe('Could save about $900');
    expect(savingsText(0)).toBeNull();
  });
  it('turns editor html into text', () => {
    expect(plainText('<p>Use urgent care</p><p>It is &lt;cheaper&gt;</p>')).toBe('Use urgent care\n\nIt is <cheaper>');
  });
  it('never shows raw server text', () => {
    const err = new ClientResponseError({
      status: 400,
      response: { message: 'Failed to update record.', data: { plan: { code: 'x', message: 'raw' } } },
    });
    expect(suggestionError(err)).toBe('Choose one of this person’s plans.');
    expect(suggestionError(new ClientResponseError({ status: 404, response: {} }))).toContain('no longer open');
  });
});
