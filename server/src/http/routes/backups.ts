/**
 * Backups (contract §10). Superusers only, except the download which needs a superuser FILE token
 * (`?token=`). Restore validates and unpacks the archive before answering; the swap onto the
 * restored data happens when the process restarts the app (`restart`).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { ApiError, fieldError } from '../../util/api-error.js';
import { randomString } from '../../util/random.js';
import type { CoreApp } from '../../core/core-app.js';
import { verifyRecordToken } from '../../core/auth/tokens.js';
import { BackupArchiveError } from '../../core/backups/backup-archive-error.js';
import {
  BACKUP_NAME_MAX,
  BACKUP_NAME_RE,
  defaultBackupName,
  isSafeBackupKey,
} from '../../core/backups/backup-names.js';
import { BackupBusyError, type BackupService } from '../../core/backups/backup-service.js';
import { tempDir } from '../../core/backups/data-layout.js';
import { formatDate } from '../../util/dates.js';
import { readBody } from '../body.js';
import { requireSuperuser } from '../guards.js';
import { firstValues } from '../request-context.js';
import { clientIp, ipMatcher } from '../middleware/rate-limit-rules.js';

const BUSY = 'Try again later - another backup/restore process has already been started.';
const invalid = (data: Record<string, ReturnType<typeof fieldError>>) =>
  new ApiError(400, 'An error occurred while validating the submitted data.', data);

export interface BackupRouteDeps {
  core: CoreApp;
  backups: BackupService;
  /** called once a restore is parked; the process reopens the app on the restored data */
  restart: () => void;
  restartDelayMs?: number;
}

/** file backups copy SQLite files; a PostgreSQL database is backed up by its operator (pg_dump) */
const NOT_FILE_BACKED =
  'Backups and restores through the API apply to SQLite data only. This server runs on PostgreSQL: back it up with pg_dump (or your provider\'s snapshots) and copy the files storage; see the README.';

export function registerBackupRoutes(server: FastifyInstance, deps: BackupRouteDeps): void {
  const { core, backups } = deps;
  server.addHook('onRequest', async (req) => requireSuperuser(req));
  server.addHook('preHandler', async (req) => {
    const writes = req.method === 'POST' || req.method === 'PUT';
    if (writes && !backups.available) throw new ApiError(400, NOT_FILE_BACKED);
  });

  server.get('/api/backups', async () =>
    (await backups.list()).map((b) => ({ key: b.key, size: b.size, modified: formatDate(b.modified) })),
  );

  server.post('/api/backups', async (req, reply) => {
    if (backups.activeKey !== null) throw new ApiError(400, BUSY);
    const { data } = await readBody(req);
    const raw = data['name'];
    const name = raw === undefined || raw === null ? '' : typeof raw === 'string' ? raw : null;
    if (name === null) throw invalid({ name: fieldError('validation_invalid_value', 'Must be a string.') });
    if (name.length > BACKUP_NAME_MAX)
      throw invalid({
        name: fieldError('validation_length_out_of_range', `The length must be between 1 and ${BACKUP_NAME_MAX}.`),
      });
    if (name && !BACKUP_NAME_RE.test(name))
      throw invalid({ name: fieldError('validation_match_invalid', 'Must be in a valid format.') });
    if (name && (await backups.stat(name))) {
      throw invalid({
        name: fieldError('validation_backup_name_exists', 'The backup file name is invalid or already exists.'),
      });
    }
    try {
      await backups.create(name || defaultBackupName(core.settings.get().meta.appName));
    } catch (err) {
      if (err instanceof BackupBusyError) throw new ApiError(400, BUSY);
      req.log.error({ err }, 'backup failed');
      throw new ApiError(400, 'Failed to create backup.');
    }
    return reply.code(204).send();
  });

  // the upload streams its (possibly large) archive to disk: its own scope reads multipart bodies
  // through @fastify/multipart instead of the buffering parser every other route uses
  void server.register(async (upload) => {
    upload.removeContentTypeParser('multipart/form-data');
    await upload.register(multipart, { limits: { parts: 1000 } });
    upload.post('/api/backups/upload', async (req, reply) => {
      await receiveUpload(core, backups, req);
      return reply.code(204).send();
    });
  });

  server.delete<{ Params: { key: string } }>('/api/backups/:key', async (req, reply) => {
    const key = req.params.key;
    if (key && backups.activeKey === key)
      throw new ApiError(400, 'The backup is currently being used and cannot be deleted.');
    if (!isSafeBackupKey(key) || !(await backups.delete(key)))
      throw new ApiError(400, 'Invalid or already deleted backup file.');
    return reply.code(204).send();
  });

  server.post<{ Params: { key: string } }>('/api/backups/:key/restore', async (req, reply) => {
    if (backups.activeKey !== null) throw new ApiError(400, BUSY);
    const key = req.params.key;
    if (!isSafeBackupKey(key) || !(await backups.stat(key))) throw new ApiError(400, 'Missing or invalid backup file.');
    try {
      await backups.prepareRestore(key);
    } catch (err) {
      if (err instanceof BackupBusyError) throw new ApiError(400, BUSY);
      if (err instanceof BackupArchiveError) throw new ApiError(400, `The backup cannot be restored: ${err.reason}`);
      req.log.error({ err }, 'restore failed');
      throw new ApiError(400, 'Failed to restore the backup.');
    }
    setTimeout(deps.restart, deps.restartDelayMs ?? 300).unref();
    return reply.code(204).send();
  });
}

/** `GET /api/backups/{key}?token=` — outside the superuser guard; the file token is the check */
export function registerBackupDownloadRoute(
  server: FastifyInstance,
  deps: Pick<BackupRouteDeps, 'core' | 'backups'>,
): void {
  const { core, backups } = deps;
  server.get<{ Params: { key: string } }>('/api/backups/:key', async (req, reply) => {
    const token = firstValues(req.query)['token'] ?? '';
    const verified = token ? await verifyRecordToken(core.db, (id) => core.getCollection(id), token, 'file') : null;
    const denied = () => new ApiError(403, 'Insufficient permissions to access the resource.');
    if (!verified || verified.record.collection.name !== '_superusers') throw denied();
    const s = core.settings.get();
    if (
      s.superuserIPs.length &&
      !ipMatcher(s.superuserIPs)(
        clientIp({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, s.trustedProxy),
      )
    ) {
      throw denied();
    }
    const key = req.params.key;
    const st = isSafeBackupKey(key) ? await backups.stat(key) : null;
    if (!st) throw new ApiError(404);
    return sendArchive(reply, key, st.size, await backups.open(key));
  });
}

function sendArchive(reply: FastifyReply, key: string, size: number, stream: NodeJS.ReadableStream) {
  reply.header('Content-Type', 'application/zip');
  reply.header('Content-Length', String(size));
  reply.header('Content-Disposition', `attachment; filename="${key.replace(/["\\]/g, '_')}"`);
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  // the whole database: never kept by a browser or proxy cache (decision 0032)
  reply.header('Cache-Control', 'private, no-store');
  return reply.code(200).send(stream);
}

const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

async function receiveUpload(
  core: CoreApp,
  backups: BackupService,
  req: Parameters<typeof readBody>[0],
): Promise<void> {
  if (!req.isMultipart()) throw invalid({ file: fieldError('validation_required', 'Cannot be blank.') });
  const dir = tempDir(core.dataDir);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `upload_${Date.now()}_${randomString(8)}`);
  let name = '';
  try {
    try {
      for await (const part of req.parts({ limits: { fileSize: Number.MAX_SAFE_INTEGER, files: 1 } })) {
        if (part.type !== 'file') continue;
        const file = part as MultipartFile;
        if (file.fieldname !== 'file' || name) {
          file.file.resume();
          continue;
        }
        name = path.basename(file.filename || '');
        await pipeline(file.file, createWriteStream(tmp, { flags: 'wx' }));
      }
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(400, 'Failed to read the submitted data.');
    }
    if (!name) throw invalid({ file: fieldError('validation_required', 'Cannot be blank.') });
    const head = Buffer.alloc(4);
    const fh = await open(tmp, 'r');
    try {
      await fh.read(head, 0, 4, 0);
    } finally {
      await fh.close();
    }
    if (!ZIP_MAGIC.some((m) => m.equals(head))) {
      throw invalid({
        file: fieldError(
          'validation_invalid_mime_type',
          '"application/octet-stream" mime type must be one of: application/zip.',
        ),
      });
    }
    if (!isSafeBackupKey(name))
      throw invalid({ file: fieldError('validation_invalid_file_name', 'The file name is not allowed.') });
    if (await backups.stat(name)) {
      throw invalid({
        file: fieldError('validation_backup_name_exists', 'Backup file with the specified name already exists.'),
      });
    }
    try {
      await backups.save(name, createReadStream(tmp));
    } catch {
      throw new ApiError(400, 'Failed to upload backup.');
    }
  } finally {
    await rm(tmp, { force: true });
  }
}
