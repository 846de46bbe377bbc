import { describe, expect, it } from 'vitest';
import { messageBody, newMessageId } from './send-message';

const base = { chatId: 'c1', senderId: 'u1', role: 'member', body: '  hello  ' };

describe('messageBody', () => {
  it('sends JSON without files, trimmed, and never `read` or `sender_name`', () => {
    expect(messageBody({ ...base, files: [] })).toEqual({ chat: 'c1', sender: 'u1', role: 'member', body: 'hello' });
  });

  it("names the record with an id in the store's form, so the thread can tell when the server lists it", () => {
    const id = newMessageId();
    expect(id).toMatch(/^[a-z0-9]{15}$/);
    expect(newMessageId()).not.toBe(id);
    expect(messageBody({ ...base, files: [], id })).toEqual({ id, chat: 'c1', sender: 'u1', role: 'member', body: 'hello' });
  });

  it('sends multipart with every attachment', () => {
    const files = [
      new File(['a'], 'bill.pdf', { type: 'application/pdf' }),
      new File(['b'], 'card.png', { type: 'image/png' }),
    ];
    const form = messageBody({ ...base, files }) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('sender')).toBe('u1');
    expect(form.get('role')).toBe('member');
    expect(form.has('read')).toBe(false);
    expect((form.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['bill.pdf', 'card.png']);
    expect(JSON.parse(form.get('attachment_names') as string)).toEqual(['bill.pdf', 'card.png']);
  });
});
