import { describe, expect, it } from 'vitest';
import { mailNotSent, mailSentence } from './mail-outcome';

describe('mailSentence', () => {
  it('claims an email only when the server sent it', () => {
    expect(mailSentence('sent', 'ann@example.com', 'an invitation')).toBe('We emailed an invitation to ann@example.com.');
    for (const o of ['not_configured', 'failed', 'not_requested', undefined] as const) {
      expect(mailSentence(o, 'ann@example.com', 'an invitation')).not.toMatch(/we emailed/i);
      expect(mailSentence(o, 'ann@example.com', 'an invitation')).toMatch(/Copy the link below/);
      expect(mailNotSent(o)).toBe(true);
    }
    expect(mailSentence('not_configured', 'a@b.co', 'x')).toMatch(/Email is not set up/);
    expect(mailNotSent('sent')).toBe(false);
  });
});
