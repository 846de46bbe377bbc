import { describe, expect, it } from 'vitest';
import { TestMailer } from './test-mailer.js';

const msg = (to: string) => ({ from: { name: 'S', address: 's@example.com' }, to: [{ address: to }], subject: 'Hi', html: '<p>x</p>' });

describe('TestMailer', () => {
  it('captures, filters, fails on demand and waits', async () => {
    const m = new TestMailer();
    const waiting = m.waitFor(2);
    await m.send(msg('a@example.com'));
    setTimeout(() => void m.send(msg('B@example.com')), 5);
    await waiting;
    expect(m.messages).toHaveLength(2);
    expect(m.to('b@example.com')).toHaveLength(1);
    expect(m.last()?.to[0]?.address).toBe('B@example.com');
    m.failNext();
    await expect(m.send(msg('c@example.com'))).rejects.toThrow(/simulated/);
    await expect(m.send(msg('not-an-email'))).rejects.toThrow(/invalid recipient/);
    m.clear();
    expect(m.messages).toHaveLength(0);
    await expect(m.waitFor(1, 10)).rejects.toThrow(/expected 1/);
  });
});
