import { describe, expect, it } from 'vitest';
import { extractExtension, generateFileName, isSafeFileName, randomLowerAlnum } from './filename.js';

const R = '[a-z0-9]{10}';

describe('generateFileName', () => {
  it.each([
    ['test.png', undefined, `^test_${R}\\.png$`],
    ['My Holiday Photo.JPG', undefined, `^my_holiday_photo_${R}\\.JPG$`],
    ['archive.tar.gz', undefined, `^archive_${R}\\.tar\\.gz$`],
    ['x.a.tar.gz', undefined, `^x_a_${R}\\.tar\\.gz$`],
    ['myTestDB.txt', undefined, `^my_test_db_${R}\\.txt$`],
    ['...hidden...', undefined, `^hidden_${R}$`],
    ['.htaccess', undefined, `^${R}_${R}\\.htaccess$`],
    ['ab.txt', undefined, `^ab${R}_${R}\\.txt$`],
    ['', '.png', `^${R}_${R}\\.png$`],
    ['noext', 'pdf', `^noext_${R}\\.pdf$`],
    ['noext', undefined, `^noext_${R}$`],
    ['weird.p<n>g', undefined, `^weird_${R}\\.png$`],
    ['ünïcødé.txt', undefined, `^n_c_d_${R}\\.txt$`],
    ['C:\\fakepath\\report.pdf', undefined, `^report_${R}\\.pdf$`],
    ['../../etc/passwd', undefined, `^passwd_${R}$`],
    ['a.b.c.d', undefined, `^a_b_${R}\\.c\\.d$`],
  ])('%j (sniffed %j)', (input, sniffed, pattern) => {
    const name = generateFileName(input, sniffed);
    expect(name).toMatch(new RegExp(pattern));
    expect(isSafeFileName(name)).toBe(true);
  });

  it('cuts long bases to 100 chars and long extensions to 20 chars', () => {
    const name = generateFileName(`${'a'.repeat(250)}.${'e'.repeat(40)}`);
    const [base, rest] = [name.slice(0, 100), name.slice(100)];
    expect(base).toBe('a'.repeat(100));
    expect(rest).toMatch(new RegExp(`^_${R}\\.e{19}$`));
    expect(name.length).toBeLessThanOrEqual(150);
  });

  it('never starts with a dot and stays within 150 chars for hostile input', () => {
    for (const input of ['.', '..', '....', '.\0.', '\\', '/', 'a'.repeat(5000), '.'.repeat(400) + 'x', '#.#']) {
      const n = generateFileName(input);
      expect(n.startsWith('.')).toBe(false);
      expect(n.length).toBeGreaterThanOrEqual(1);
      expect(n.length).toBeLessThanOrEqual(150);
      expect(isSafeFileName(n)).toBe(true);
    }
  });

  it('random parts differ', () => {
    expect(generateFileName('a.txt')).not.toBe(generateFileName('a.txt'));
    expect(randomLowerAlnum(10)).toMatch(/^[a-z0-9]{10}$/);
  });
});

describe('extractExtension', () => {
  it.each([
    ['test.txt', '.txt'],
    ['test.tar.gz', '.tar.gz'],
    ['test.a.tar.gz', '.tar.gz'],
    ['noext', ''],
  ])('%s → %s', (n, e) => expect(extractExtension(n)).toBe(e));
});

describe('isSafeFileName', () => {
  it.each([
    ['photo_abc1234567.png', true],
    ['a', true],
    ['x'.repeat(150), true],
    ['x'.repeat(151), false],
    ['', false],
    ['.env', false],
    ['..', false],
    ['a/b.png', false],
    ['a\\b.png', false],
    ['a\0b', false],
    ['a b.png', false],
    ['a".png', false],
    [5, false],
  ])('%j → %s', (n, ok) => expect(isSafeFileName(n)).toBe(ok));
});
