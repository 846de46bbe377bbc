import { describe, it, expect } from 'vitest';
import { ApiError } from './api-error.js';
import { applyFieldsToResponse, isListEnvelope, parseFieldsParam, pickFields } from './pick-fields.js';

const record = {
  id: 'r1',
  title: '<p>Hello <b>world</b></p>',
  n: 5,
  expand: { author: { id: 'a1', name: 'Ann', email: 'a@x.io' }, tags: [{ id: 't1', label: 'x' }, { id: 't2', label: 'y' }] },
};

describe('pickFields', () => {
  const cases: [string, string, unknown][] = [
    ['plain keys', 'id,n', { id: 'r1', n: 5 }],
    ['spaces trimmed', ' id , n ', { id: 'r1', n: 5 }],
    ['nested path', 'id,expand.author.name', { id: 'r1', expand: { author: { name: 'Ann' } } }],
    ['array of objects', 'expand.tags.label', { expand: { tags: [{ label: 'x' }, { label: 'y' }] } }],
    ['unknown keys ignored', 'nope', {}],
    ['star at root keeps all', '*', record],
    [
      'star + nested narrowing',
      '*,expand.author.id',
      { id: 'r1', title: record.title, n: 5, expand: { author: { id: 'a1' } } },
    ],
    ['star nested', 'expand.author.*', { expand: { author: record.expand.author } }],
    ['excerpt', 'title:excerpt(5)', { title: 'Hello' }],
    ['excerpt ellipsis', 'title:excerpt(5,true)', { title: 'Hello...' }],
    ['excerpt on non-string is a no-op', 'n:excerpt(1)', { n: 5 }],
    ['star with modifier', '*:excerpt(3,1)', { id: 'r1', title: 'Hel...', n: 5, expand: record.expand }],
    ['exact key wins over sub path', 'expand,expand.author.id', { expand: record.expand }],
    ['empty param = unchanged', '', record],
  ];
  it.each(cases)('%s', (_n, fields, expected) => {
    expect(pickFields(record, fields)).toEqual(expected);
  });

  it('does not mutate the input', () => {
    const copy = structuredClone(record);
    pickFields(record, 'id');
    expect(record).toEqual(copy);
  });

  it('applies to every object of a top-level array', () => {
    expect(pickFields([{ a: 1, b: 2 }, { a: 3, b: 4 }], 'a')).toEqual([{ a: 1 }, { a: 3 }]);
  });

  it.each(['title:excerpt()', 'title:excerpt(0)', 'title:excerpt(1,2,3)', 'title:nope(1)', 'title:excerpt(1', 'a"b'])(
    'bad param %s → ApiError 400',
    (fields) => {
      try {
        pickFields(record, fields);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).status).toBe(400);
      }
    },
  );

  it('parses modifiers', () => {
    const f = parseFieldsParam('a,b:excerpt(2, t)');
    expect([...f.keys()]).toEqual(['a', 'b']);
    expect(f.get('a')).toBeNull();
    expect(f.get('b')!('abcdef')).toBe('ab...');
  });
});

describe('applyFieldsToResponse', () => {
  const list = { page: 1, perPage: 30, totalItems: 2, totalPages: 1, items: [record, { ...record, id: 'r2' }] };
  it('picks inside items only', () => {
    expect(isListEnvelope(list)).toBe(true);
    expect(applyFieldsToResponse(list, 'id')).toEqual({ ...list, items: [{ id: 'r1' }, { id: 'r2' }] });
  });
  it('non-list bodies are picked directly', () => {
    expect(applyFieldsToResponse({ token: 't', record }, 'token,record.id')).toEqual({ token: 't', record: { id: 'r1' } });
  });
  it('no param = unchanged (same reference)', () => {
    expect(applyFieldsToResponse(list, undefined)).toBe(list);
    expect(applyFieldsToResponse(list, '  ')).toBe(list);
  });
  it('an object with items but no paging keys is not an envelope', () => {
    expect(applyFieldsToResponse({ items: [{ a: 1, b: 2 }], x: 1 }, 'x')).toEqual({ x: 1 });
  });
});
