import { beforeEach, describe, expect, it, vi } from 'vitest';
import PocketBase from 'pocketbase';

// the SDK client: the real filter formatting, a fake `members` list that records what the screen asks for
const real = new PocketBase('http://localhost');
const calls: { page: number; perPage: number; options: Record<string, unknown> }[] = [];
vi.mock('../../../lib/api-client', () => ({
  pb: {
    filter: (expr: string, params: Record<string, unknown>) => real.filter(expr, params),
    collection: () => ({
      getList: (page: number, perPage: number, options: Record<string, unknown>) => {
        calls.push({ page, perPage, options });
        const everyone = String(options['fields']) === 'id';
        return Promise.resolve({ page, perPage, totalItems: everyone ? 5065 : 120, totalPages: everyone ? 5065 : 3, items: everyone ? [] : [{ id: 'm1' }] });
      },
    }),
  },
}));

const { ROSTER_PAGE, getRosterPage, rosterFilter } = await import('./roster-page');

beforeEach(() => {
  calls.length = 0;
});

describe('the roster screen pages on the server (issue #27: never the whole roster)', () => {
  it('asks for one page of 50 in name order with the table’s fields only', async () => {
    const r = await getRosterPage('emp1', 2, '', null);
    expect(calls).toEqual([
      { page: 2, perPage: ROSTER_PAGE, options: { filter: 'employer = "emp1"', sort: 'last_name,first_name,id', fields: expect.stringMatching(/^id,user,first_name,last_name,email,employer,employee_id,eligibility_start,eligibility_end,status$/) } },
    ]);
    expect(r).toEqual({ rows: [{ id: 'm1' }], page: 2, pages: 3, matching: 120, total: 120 });
  });

  it('searches every word of the search in the names, email and employee ID, with the status, and counts the whole roster beside it', async () => {
    const r = await getRosterPage('emp1', 1, '  ana  lee ', 'invited');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.options['filter']).toBe(
      'employer = "emp1" && (first_name ~ "ana" || last_name ~ "ana" || email ~ "ana" || employee_id ~ "ana") && (first_name ~ "lee" || last_name ~ "lee" || email ~ "lee" || employee_id ~ "lee") && status = "invited"',
    );
    expect(calls[1]).toEqual({ page: 1, perPage: 1, options: { filter: 'employer = "emp1"', fields: 'id' } });
    expect(r).toMatchObject({ matching: 120, total: 5065 });
  });

  it('keeps a quote in the search a value, not filter syntax', () => {
    expect(rosterFilter('emp1', 'o"neil', null)).toBe(
      'employer = "emp1" && (first_name ~ "o\\"neil" || last_name ~ "o\\"neil" || email ~ "o\\"neil" || employee_id ~ "o\\"neil")',
    );
  });
});
