/** Backup file names (contract §10). */
import { snakeCase } from '../../util/snake-case.js';

export const BACKUP_NAME_RE = /^[a-z0-9_-]+\.zip$/;
export const BACKUP_NAME_MAX = 150;
export const AUTO_BACKUP_PREFIX = '@auto_pb_backup_';

const pad = (n: number) => String(n).padStart(2, '0');

/** `<prefix><snake appName (≤50)>_<YYYYMMDDhhmmss UTC>.zip` */
export function defaultBackupName(appName: string, prefix = 'pb_backup_', now = new Date()): string {
  const app = snakeCase(appName).slice(0, 50);
  const ts = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${prefix}${app}_${ts}.zip`;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_KEY_CHARS = /[/\\\x00-\x1f\x7f]/;

/** a stored backup key must be one plain file name (no folders, no dot names) */
export function isSafeBackupKey(key: string): boolean {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= 255 &&
    !UNSAFE_KEY_CHARS.test(key) &&
    key !== '.' &&
    key !== '..' &&
    !key.startsWith('.')
  );
}
