/**
 * `GET/PATCH /api/settings` (contract §10), superusers only. Secrets are never returned.
 * `registerSettingsTestRoutes`: `POST /api/settings/test/email` (sends a template through the
 * app mailer) and `POST /api/settings/test/s3` (HeadBucket on the `storage` config; `backups` S3 is not supported: a clear 400).
 */
import type { FastifyInstance } from 'fastify';
import type { SettingsStore } from '../../core/settings/settings.js';
import type { CoreApp } from '../../core/core-app.js';
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';
import { createS3Client, S3FilesDriver } from '../../files/s3-driver.js';
import { readBody } from '../body.js';
import { requireSuperuser } from '../guards.js';
import { buildTestEmail, TEST_EMAIL_TEMPLATES } from './settings-test-email.js';

export function registerSettingsRoutes(server: FastifyInstance, settings: SettingsStore): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));
  server.get('/api/settings', async () => settings.getRedacted());
  server.patch('/api/settings', async (req) => {
    const { data } = await readBody(req);
    await settings.update(data);
    return settings.getRedacted();
  });
}

const EMAIL_RE = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/;

export function registerSettingsTestRoutes(server: FastifyInstance, core: CoreApp): void {
  server.addHook('onRequest', async (req) => requireSuperuser(req));

  server.post('/api/settings/test/email', async (req, reply) => {
    const { data } = await readBody(req);
    const email = typeof data['email'] === 'string' ? data['email'].trim() : '';
    const template = typeof data['template'] === 'string' ? data['template'] : '';
    const collectionRaw =
      data['collection'] === undefined || data['collection'] === null ? '' : String(data['collection']);
    const errors: ErrorData = {};
    const collection = core.getCollection(collectionRaw || '_superusers');
    if (collectionRaw && (!collection || collection.type !== 'auth' || collectionRaw.length > 255)) {
      errors['collection'] = fieldError(
        'validation_invalid_auth_collection',
        'Must be a valid auth collection id or name.',
      );
    }
    if (!email) errors['email'] = fieldError('validation_required', 'Cannot be blank.');
    else if (email.length > 255 || !EMAIL_RE.test(email))
      errors['email'] = fieldError('validation_is_email', 'Must be a valid email address.');
    if (!template) errors['template'] = fieldError('validation_required', 'Cannot be blank.');
    else if (!(TEST_EMAIL_TEMPLATES as readonly string[]).includes(template))
      errors['template'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    if (Object.keys(errors).length || !collection) throw new ApiError(400, 'Failed to send the test email.', errors);
    try {
      await core.mailer.send(
        buildTestEmail(core.settings.get(), collection, email, template as (typeof TEST_EMAIL_TEMPLATES)[number]),
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new ApiError(400, `Failed to send the test email. Raw error: \n${reason}`);
    }
    return reply.code(204).send();
  });

  server.post('/api/settings/test/s3', async (req, reply) => {
    const { data } = await readBody(req);
    const fs = typeof data['filesystem'] === 'string' ? data['filesystem'] : '';
    if (!fs)
      throw new ApiError(400, 'Failed to test the S3 filesystem.', {
        filesystem: fieldError('validation_required', 'Cannot be blank.'),
      });
    if (fs !== 'storage' && fs !== 'backups') {
      throw new ApiError(400, 'Failed to test the S3 filesystem.', {
        filesystem: fieldError('validation_in_invalid', 'Must be a valid value.'),
      });
    }
    const s = core.settings.get();
    const cfg = fs === 'backups' ? s.backups.s3 : s.s3;
    if (!cfg.enabled)
      throw new ApiError(400, 'Failed to test the S3 filesystem. Raw error: \nS3 storage filesystem is not enabled');
    if (fs === 'backups') {
      throw new ApiError(
        400,
        'Failed to test the S3 filesystem. Raw error: \nS3 backups are not supported by this server (backups are kept in the local data folder)',
      );
    }
    const driver = new S3FilesDriver(cfg, createS3Client(cfg, 5_000));
    try {
      await driver.checkBucket();
    } catch (err) {
      const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const reason =
        e.$metadata?.httpStatusCode === 404
          ? `bucket ${JSON.stringify(cfg.bucket)} not found`
          : e.message || e.name || String(err);
      throw new ApiError(400, `Failed to test the S3 filesystem. Raw error: \n${reason}`);
    } finally {
      driver.client.destroy();
    }
    return reply.code(204).send();
  });
}
