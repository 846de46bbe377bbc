import { describe, expect, it } from 'vitest';
import { REGISTRY, accessFor, type EditorContext } from '../registry';
import { htmlToText, textToHtml } from '../../../lib/html-text';
import { buildBody, toForm, toStore, validate } from './form-values';

const ctx: EditorContext = { role: 'member', userId: 'u1', selfMember: 'm1', employer: 'e1', broker: '' };

describe('registry', () => {
  it('registers the required types with a route after save', () => {
    for (const t of [
      'posts',
      'suggestions',
      'benefit_plans',
      'employers',
      'brokers',
      'counselors',
      'members',
      'files',
    ]) {
      expect(REGISTRY[t], t).toBeDefined();
      expect(REGISTRY[t]!.after({ id: 'abc', employer: 'e1' })).toMatch(/^\//);
    }
  });
  it('keeps what a role may not change read-only', () => {
    const a = accessFor(REGISTRY['counselors']!, 'counselor')!;
    expect(a.show).toContain('capacity');
    expect(a.change).not.toContain('capacity');
    expect(accessFor(REGISTRY['benefit_plans']!, 'member')).toBeNull();
    expect(accessFor(REGISTRY['benefit_plans']!, 'superuser')!.change).toContain('name');
  });
  it('defaults the member to the current subject', () => {
    expect(REGISTRY['tasks']!.defaults!(ctx)['member']).toBe('m1');
  });
});

describe('form values', () => {
  it('round-trips editor text as paragraphs', () => {
    expect(textToHtml('a <b>\n\nline2')).toBe('<p>a &lt;b&gt;</p><p>line2</p>');
    expect(htmlToText('<p>a &lt;b&gt;</p><p>line2</p>')).toBe('a <b>\n\nline2');
  });
  it('converts a local date-time to UTC and back', () => {
    const f = { name: 'due', label: 'editor.field.due' as const, widget: 'datetime' as const };
    const stored = toStore(f, '2030-03-04T09:30') as string;
    expect(stored).toMatch(/^2030-03-0\d \d\d:\d\d:00\.000Z$/);
    expect(toForm(f, stored)).toBe('2030-03-04T09:30');
  });
  it('validates required, length and format', () => {
    const def = REGISTRY['brokers']!;
    const errors = validate(def, accessFor(def, 'broker')!, { name: '', website: 'nope', email: 'x' });
    expect(errors).toMatchObject({
      name: 'Name is required.',
      website: expect.stringContaining('https://'),
      email: expect.stringContaining('@'),
    });
  });
  it('refuses a read-only field that was changed, and sends only changes on edit', () => {
    const def = REGISTRY['members']!;
    const a = accessFor(def, 'member')!;
    const initial = { first_name: 'Al', status: 'active', counselor: 'c1' };
    const out = buildBody(def, a, { ...initial, first_name: 'Alex', counselor: 'c2' }, initial, false, initial, {});
    expect(out.forbidden).toEqual({ counselor: 'You cannot change counselor.' });
    expect(out.body).toEqual({ first_name: 'Alex' });
  });
  it('adds fixed values on create', () => {
    const def = REGISTRY['posts']!;
    const a = accessFor(def, 'employer')!;
    const values = { kind: 'announcement', title: 'Hi', audience: ['member'], employer: 'e1', published: true };
    const out = buildBody(def, a, values, {}, true, values, { author: 'u1' });
    expect(out.forbidden).toEqual({});
    expect(out.body).toMatchObject({ title: 'Hi', employer: 'e1', author: 'u1', published: true });
  });
});

describe('image fields', () => {
  const def = REGISTRY['posts']!;
  const cover = def.fields.find((f) => f.name === 'cover')!;
  it('sends a newly chosen image and nothing while the stored one is kept', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' });
    expect(toStore(cover, file)).toBe(file);
    expect(toStore(cover, 'cover_abc123.png')).toBeUndefined();
  });
  it('refuses a file that is not an image', () => {
    const access = def.roles['employer']!;
    const values = {
      kind: 'announcement',
      title: 'Hello',
      audience: ['member'],
      cover: new File(['x'], 'notes.txt', { type: 'text/plain' }),
    };
    expect(validate(def, access, values)).toMatchObject({ cover: 'Choose a JPG, PNG or WebP image.' });
  });
});

describe('pdf fields (benefit plan SBC)', () => {
  const def = REGISTRY['benefit_plans']!;
  const access = def.roles.employer!;
  it('sends a newly chosen PDF and refuses anything else', () => {
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'sbc.pdf', { type: 'application/pdf' });
    expect(validate(def, access, { employer: 'e1', name: 'Plan', type: 'medical', sbc: pdf })).toEqual({});
    const png = new File([new Uint8Array([1])], 'card.png', { type: 'image/png' });
    expect(validate(def, access, { employer: 'e1', name: 'Plan', type: 'medical', sbc: png })).toMatchObject({
      sbc: 'Choose a PDF file.',
    });
  });
});
