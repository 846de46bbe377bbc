/**
 * A large roster is parsed in a worker thread (decision 0038) with the same result as inline, errors
 * included, and the event loop turns meanwhile.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseRoster } from './roster-import.js';
import { closeRosterParser, INLINE_PARSE_BYTES, parseRosterOffLoop } from './roster-parse.js';

afterAll(() => closeRosterParser());

function roster(rows: number): Buffer {
  const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end'];
  for (let i = 0; i < rows; i++) lines.push(`Person ${i},p${i}@example.com,E${i},1980-01-${String((i % 28) + 1).padStart(2, '0')},2026-01-01,`);
  // errors the checks must still find: a repeated email, a bad date, a missing name
  lines.push('Person 1 Again,p1@example.com,X1,1980-01-02,,', 'Bad Date,bad@example.com,X2,1980-13-40,,', ',noname@example.com,X3,,,');
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

describe('parseRosterOffLoop', () => {
  it('parses a file above the inline size in the worker thread, with the same rows and errors as inline', async () => {
    const data = roster(4000);
    expect(data.byteLength).toBeGreaterThan(INLINE_PARSE_BYTES);
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const off = await parseRosterOffLoop(data);
    done = true;
    expect(off).toEqual(parseRoster(data));
    expect(off.rows).toHaveLength(4003);
    expect(off.rowErrors.map((e) => e.column).sort()).toEqual(['dob', 'email', 'name']);
    // parsed inline, the loop could not turn until the parse ended
    expect(ticks).toBeGreaterThan(1);
  });

  it('parses a small file inline, and a file-level problem comes back the same from the worker', async () => {
    expect(await parseRosterOffLoop(roster(3))).toEqual(parseRoster(roster(3)));
    const latin1 = Buffer.concat([roster(10), Buffer.from([0xe9])]);
    expect((await parseRosterOffLoop(latin1, undefined, 0)).fileErrors.join(' ')).toMatch(/not UTF-8/);
  });

  it('the worker thread reads the columns as mapped by hand, as inline does', async () => {
    const data = Buffer.from('Given Name,Surname,Mail,Staff No\nAna,Lee,ana@x.com,S-1\n');
    const mapping = { first_name: 'Given Name', last_name: 'Surname', email: 'Mail', employee_id: 'Staff No' };
    const off = await parseRosterOffLoop(data, mapping, 0);
    expect(off).toEqual(parseRoster(data, mapping));
    expect(off.rows[0]).toMatchObject({ name: 'Ana Lee', email: 'ana@x.com', employee_id: 'S-1' });
  });
});
