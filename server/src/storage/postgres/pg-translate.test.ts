import { describe, expect, it } from 'vitest';
import { translateSql } from './pg-translate.js';

describe('translateSql', () => {
  it.each([
    ['SELECT * FROM "t" WHERE "a" = ? AND "b" = ?', 'SELECT * FROM "t" WHERE "a" = $1 AND "b" = $2'],
    ["SELECT '?' AS q, ? AS p", "SELECT '?' AS q, $1 AS p"],
    ['SELECT 1 WHERE a IS NOT b', 'SELECT 1 WHERE a IS DISTINCT FROM b'],
    ['SELECT 1 WHERE a IS b', 'SELECT 1 WHERE a IS NOT DISTINCT FROM b'],
    ['SELECT 1 WHERE a IS NOT NULL AND b IS NULL', 'SELECT 1 WHERE a IS NOT NULL AND b IS NULL'],
    ['SELECT * FROM "x" ORDER BY "created", "rowid"', 'SELECT * FROM "x" ORDER BY "created", "_rowid_"'],
    ['SELECT `a` FROM `t`', 'SELECT "a" FROM "t"'],
    [
      'SELECT 1 FROM (SELECT 1) AS "_d" LEFT JOIN f(x) AS "e"("value") WHERE 1',
      'SELECT 1 FROM (SELECT 1) AS "_d" LEFT JOIN f(x) AS "e"("value") ON TRUE WHERE 1',
    ],
    [
      'SELECT 1 FROM a LEFT JOIN b ON b.id = a.id LEFT JOIN c WHERE 1',
      'SELECT 1 FROM a LEFT JOIN b ON b.id = a.id LEFT JOIN c ON TRUE WHERE 1',
    ],
    ['SELECT 1 FROM (SELECT 1 FROM a JOIN b)', 'SELECT 1 FROM (SELECT 1 FROM a JOIN b ON TRUE )'],
    ['SELECT 1 FROM a CROSS JOIN b WHERE 1', 'SELECT 1 FROM a CROSS JOIN b WHERE 1'],
    [
      'CREATE TABLE "t" ("a" JSON DEFAULT \'[]\' NOT NULL, "b" BOOLEAN DEFAULT FALSE, "n" INTEGER)',
      'CREATE TABLE "t" ("_rowid_" BIGSERIAL NOT NULL, "a" TEXT DEFAULT \'[]\' NOT NULL, "b" INTEGER DEFAULT 0, "n" BIGINT)',
    ],
  ])('%s', (input, expected) => {
    expect(translateSql(input).text).toBe(expected);
  });
});
