import { describe, expect, it } from 'vitest';
import { defaultBackupName, isSafeBackupKey } from './backup-names.js';
import { entryNameProblem } from './zip-validate.js';

describe('entryNameProblem', () => {
  it.each(['data.db', 'auxiliary.db', 'storage/', 'storage/c1/r1/a.txt', 'storage/c1/'])('accepts %s', (name) => {
    expect(entryNameProblem(name)).toBeNull();
  });
  it.each([
    ['', /empty name/],
    ['../data.db', /escapes/],
    ['storage/../../etc/passwd', /escapes/],
    ['/etc/passwd', /absolute/],
    ['C:/x', /absolute/],
    ['storage\\x', /backslash/],
    ['storage//x', /empty or "."/],
    ['storage/./x', /empty or "."/],
    ['storage/a\u0000b', /control/],
    ['storage', /must be a folder/],
    ['data.db/', /not part of a backup/],
    ['pb_data/data.db', /not part of a backup/],
    ['data.db-wal', /not part of a backup/],
  ])('rejects %j', (name, reason) => {
    expect(entryNameProblem(name)).toMatch(reason);
  });
});

describe('backup names', () => {
  it('builds the PocketBase default name', () => {
    expect(defaultBackupName('My Test App', 'pb_backup_', new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe(
      'pb_backup_my_test_app_20240102030405.zip',
    );
  });
  it.each([
    ['a.zip', true],
    ['@auto_pb_backup_x.zip', true],
    ['../a.zip', false],
    ['a/b.zip', false],
    ['.hidden', false],
    ['', false],
  ])('isSafeBackupKey(%j) = %s', (key, ok) => {
    expect(isSafeBackupKey(key)).toBe(ok);
  });
});
