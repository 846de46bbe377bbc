import { describe, expect, it } from 'vitest';
import { MAX_ROWS, csvCell, parseRoster, parseRosterDate, readRosterMapping } from './roster-import.js';

const csv = (s: string) => Buffer.from(s, 'utf8');
const HEAD = 'name,email,employee_id,dob,eligibility_start,eligibility_end\n';

describe('parseRoster: a typical HR export', () => {
  it('reads first and last name columns as the name, and the usual header spellings', () => {
    const r = parseRoster(csv('Legal First Name,Surname,E-mail Address,EE ID,Birth Date,Coverage Start Date\nAna,Lee,ANA@x.com,E1,1990-04-02,2026-01-01\n'));
    expect(r.fileErrors).toEqual([]);
    expect(r.rowErrors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ name: 'Ana Lee', email: 'ana@x.com', employee_id: 'E1', eligibility_start: '2026-01-01 00:00:00.000Z' });
  });

  it('a row with neither first nor last name is a missing name', () => {
    const r = parseRoster(csv('first_name,last_name,email\n,,bo@x.com\n'));
    expect(r.rowErrors).toEqual([{ line: 2, column: 'name', message: 'Name is missing.' }]);
  });
});

describe('parseRoster: file-level problems', () => {
  it.each([
    ['not UTF-8 (Latin-1 é)', Buffer.from([...Buffer.from('name,email\nRen'), 0xe9, ...Buffer.from(',r@x.com\n')]), /not UTF-8/],
    ['missing the email column', csv('name,mail\nAna,ana@x.com\n'), /Missing required column: email/],
    ['missing both columns', csv('who,where\n1,2\n'), /columns: name \(or first_name and last_name\), email/],
    ['empty', csv(''), /empty/],
    ['header only', csv('name,email\n'), /no employee rows/],
    ['binary', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), /not a text CSV|not UTF-8/],
  ])('%s', (_label, data, message) => {
    const r = parseRoster(data);
    expect(r.fileErrors.join(' ')).toMatch(message);
    expect(r.rows).toHaveLength(0);
  });

  it(`more than ${MAX_ROWS} rows is refused as a whole`, () => {
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `P ${i},p${i}@x.com`).join('\n');
    expect(parseRoster(csv(`name,email\n${rows}\n`)).fileErrors.join(' ')).toMatch(/limit is 50,000/);
  });

  it('exactly 50,000 rows is fine', () => {
    const rows = Array.from({ length: MAX_ROWS }, (_, i) => `P ${i},p${i}@x.com`).join('\n');
    const r = parseRoster(csv(`name,email\n${rows}\n`));
    expect(r.fileErrors).toEqual([]);
    expect(r.rows).toHaveLength(MAX_ROWS);
  });

  it('accepts a BOM, CRLF, quoted commas and header aliases', () => {
    const r = parseRoster(csv('\uFEFFName,E-mail,Employee ID\r\n"Lee, Ana",ANA@X.COM,7\r\n'));
    expect(r.fileErrors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ line: 2, name: 'Lee, Ana', email: 'ana@x.com', employee_id: '7' });
  });
});

describe('parseRoster: per-row report', () => {
  it.each([
    ['missing name', ',a@x.com,,,,', 'name', /missing/],
    ['missing email', 'Ana,,,,,', 'email', /missing/],
    ['malformed email', 'Ana,ana@,,,,', 'email', /not a valid/],
    ['email with a space', 'Ana,an a@x.com,,,,', 'email', /not a valid/],
    ['bad date of birth', 'Ana,a@x.com,,1990-02-30,,', 'dob', /not a date/],
    ['future date of birth', 'Ana,a@x.com,,2199-01-01,,', 'dob', /future/],
    ['bad eligibility start', 'Ana,a@x.com,,,soon,', 'eligibility_start', /not a date/],
    ['end before start', 'Ana,a@x.com,,,2026-02-01,2026-01-01', 'eligibility_end', /before it starts/],
  ])('%s', (_label, row, column, message) => {
    const r = parseRoster(csv(`${HEAD}${row}\n`));
    expect(r.rowErrors).toHaveLength(1);
    expect(r.rowErrors[0]).toMatchObject({ line: 2, column });
    expect(r.rowErrors[0]!.message).toMatch(message);
  });

  it('flags duplicate emails (any case) and employee ids with the first line', () => {
    const r = parseRoster(csv(`${HEAD}Ana,a@x.com,1,,,\nBo,A@X.com,2,,,\nCy,c@x.com,1,,,\n`));
    expect(r.rowErrors).toEqual([
      { line: 3, column: 'email', message: 'a@x.com is already on line 2.' },
      { line: 4, column: 'employee_id', message: 'Employee id 1 is already on line 2.' },
    ]);
  });

  it('keeps formula-looking cells as plain text', () => {
    const r = parseRoster(csv(`${HEAD}"=HYPERLINK(""http://evil"",""x"")",f@x.com,@1,,,\n`));
    expect(r.rowErrors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ name: '=HYPERLINK("http://evil","x")', employee_id: '@1' });
  });

  it('US dates are read as month/day/year', () => {
    expect(parseRosterDate('01/31/2026')).toBe('2026-01-31 00:00:00.000Z');
    expect(parseRosterDate('2026-1-5')).toBe('2026-01-05 00:00:00.000Z');
    expect(parseRosterDate('31/01/2026')).toBeNull();
  });
});

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Ana', 'Ana'],
    ['Lee, Ana', '"Lee, Ana"'],
  ])('%s → %s', (v, out) => expect(csvCell(v)).toBe(out));
});

describe('parseRoster: columns matched by hand (decision 0056)', () => {
  const FILE = csv('Given Name,Surname,E-mail Address,Staff No\nAna,Lee,ana@x.com,S-1\nBo,Ray,bo@x.com,S-2\n');

  it('gives back the headers, what each was recognised as, and the first rows', () => {
    const r = parseRoster(FILE);
    expect(r.columns).toEqual({
      headers: ['Given Name', 'Surname', 'E-mail Address', 'Staff No'],
      recognised: ['first_name', 'last_name', 'email', null],
      sample: [['Ana', 'Lee', 'ana@x.com', 'S-1'], ['Bo', 'Ray', 'bo@x.com', 'S-2']],
    });
    // not recognised, the staff number is not read
    expect(r.rows[0]?.employee_id).toBe('');
  });

  it('reads a column chosen by hand, and only the chosen ones', () => {
    const r = parseRoster(FILE, { first_name: 'Given Name', last_name: 'Surname', email: 'E-mail Address', employee_id: 'Staff No' });
    expect(r.fileErrors).toEqual([]);
    expect(r.rows.map((x) => [x.name, x.email, x.employee_id])).toEqual([['Ana Lee', 'ana@x.com', 'S-1'], ['Bo Ray', 'bo@x.com', 'S-2']]);
    // a recognised column left out of the mapping is not read
    const noLast = parseRoster(FILE, { first_name: 'Given Name', email: 'E-mail Address' });
    expect(noLast.rows[0]).toMatchObject({ name: 'Ana', employee_id: '' });
  });

  it('maps headers nobody could guess', () => {
    const r = parseRoster(csv('Who,Contact\nAna Lee,ana@x.com\n'), { name: 'Who', email: 'Contact' });
    expect(r.fileErrors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ name: 'Ana Lee', email: 'ana@x.com' });
  });

  it.each([
    [{ name: 'Who' }, /Choose the column for email/],
    [{ email: 'Contact' }, /Choose the column for the name/],
    [{ name: 'Nope', email: 'Contact' }, /no column named "Nope"/],
    [{ name: 'Who', email: 'Who' }, /chosen for two fields/],
  ])('a mapping that cannot work is a file problem, nothing read: %o', (mapping, message) => {
    const r = parseRoster(csv('Who,Contact\nAna Lee,ana@x.com\n'), mapping);
    expect(r.fileErrors.join(' ')).toMatch(message);
    expect(r.rows).toEqual([]);
  });

  it('accepts only an object of known fields to header names', () => {
    expect(readRosterMapping({ email: 'Mail', name: '' })).toEqual({ email: 'Mail' });
    expect(readRosterMapping({ salary: 'Pay' })).toBeNull();
    expect(readRosterMapping({ email: 3 })).toBeNull();
    expect(readRosterMapping(['email'])).toBeNull();
    expect(readRosterMapping('email')).toBeNull();
  });
});
