import { describe, expect, it } from 'vitest';
import { FilterError } from '../filter/filter-error.js';
import { parseGoBool, parseListParams } from './list-params.js';

describe('parseListParams', () => {
  it('applies defaults', () => {
    expect(parseListParams({})).toEqual({ page: 1, perPage: 30, skipTotal: false, filter: '', sort: '' });
  });

  it.each<[Record<string, unknown>, Partial<ReturnType<typeof parseListParams>>]>([
    [{ page: '3' }, { page: 3 }],
    [{ page: '0' }, { page: 1 }],
    [{ page: '-2' }, { page: 1 }],
    [{ page: '+2' }, { page: 2 }],
    [{ page: '' }, { page: 1 }],
    [{ perPage: '0' }, { perPage: 30 }],
    [{ perPage: '-5' }, { perPage: 30 }],
    [{ perPage: '1000' }, { perPage: 1000 }],
    [{ perPage: '5000' }, { perPage: 1000 }],
    [{ perPage: ['7', '9'] }, { perPage: 7 }],
    [{ skipTotal: 'true' }, { skipTotal: true }],
    [{ skipTotal: '1' }, { skipTotal: true }],
    [{ skipTotal: 'F' }, { skipTotal: false }],
    [{ filter: 'a = 1', sort: '-created' }, { filter: 'a = 1', sort: '-created' }],
  ])('%j', (query, expected) => {
    expect(parseListParams(query)).toMatchObject(expected);
  });

  it.each([
    [{ page: '1.5' }],
    [{ page: 'abc' }],
    [{ page: ' 1' }],
    [{ perPage: '1e3' }],
    [{ page: '99999999999999999999' }],
    [{ skipTotal: 'yes' }],
    [{ skipTotal: 'tRuE' }],
    [{ filter: 'x'.repeat(3501) }],
  ])('rejects %j', (query) => {
    expect(() => parseListParams(query)).toThrow(FilterError);
  });

  it('parses Go booleans', () => {
    for (const t of ['1', 't', 'T', 'TRUE', 'true', 'True']) expect(parseGoBool(t)).toBe(true);
    for (const f of ['0', 'f', 'F', 'FALSE', 'false', 'False']) expect(parseGoBool(f)).toBe(false);
    expect(() => parseGoBool('')).toThrow(FilterError);
  });
});
