import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { SMTPServer } from 'smtp-server';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let pb: PocketBase;
let user: PocketBase;

beforeAll(async () => {
  srv = await startServer();
  pb = await srv.superuserClient();
  await pb
    .collection('users')
    .create({ email: 'member@example.com', password: 'member-pass-123', passwordConfirm: 'member-pass-123' });
  user = srv.newClient();
  await user.collection('users').authWithPassword('member@example.com', 'member-pass-123');
});
afterAll(async () => {
  await srv?.stop();
});

describe('operator endpoints: access', () => {
  const calls: [string, (c: PocketBase) => Promise<unknown>][] = [
    ['settings.getAll', (c) => c.settings.getAll()],
    ['settings.testS3', (c) => c.settings.testS3('storage')],
    ['settings.testEmail', (c) => c.settings.testEmail('_superusers', 'a@example.com', 'verification')],
    ['logs.getList', (c) => c.logs.getList()],
    ['logs.getStats', (c) => c.logs.getStats()],
    ['logs.truncate', (c) => c.logs.truncate()],
    ['backups.getFullList', (c) => c.backups.getFullList()],
    ['backups.create', (c) => c.backups.create('x.zip')],
    ['backups.restore', (c) => c.backups.restore('x.zip')],
    ['backups.delete', (c) => c.backups.delete('x.zip')],
    ['crons.getFullList', (c) => c.crons.getFullList()],
    ['crons.run', (c) => c.crons.run('__pbLogsCleanup__')],
  ];
  it.each(calls)('%s: guest 401, regular user 403', async (_name, call) => {
    await expectError(call(srv.newClient()), {
      status: 401,
      message: 'The request requires valid record authorization token.',
    });
    await expectError(call(user), {
      status: 403,
      message: 'The authorized record is not allowed to perform this action.',
    });
  });
});

describe('settings', () => {
  it('round-trips a patch and keeps secrets out of responses', async () => {
    const updated = await pb.settings.update({
      meta: { appName: 'Covey Ops', senderAddress: 'ops@example.com' },
      smtp: { enabled: false, host: 'mail.example.com', port: 2525, username: 'u', password: 'top-secret' },
      logs: { maxDays: 7, logAuthId: true },
      backups: { cron: '0 3 * * *', cronMaxKeep: 2 },
    });
    expect(updated['meta']).toMatchObject({
      appName: 'Covey Ops',
      senderAddress: 'ops@example.com',
      senderName: 'Support',
    });
    expect(updated['logs']).toMatchObject({ maxDays: 7, logAuthId: true, logIP: true });
    expect(JSON.stringify(updated)).not.toContain('top-secret');
    const again = await pb.settings.getAll();
    expect(again['smtp']).toMatchObject({ host: 'mail.example.com', port: 2525, username: 'u' });
    expect(again['smtp'].password ?? '').toBe('');
    expect(JSON.stringify(again)).not.toContain('top-secret');
    expect(again['backups']).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 2 });
    // the scheduled backup job follows the settings without a restart
    expect((await pb.crons.getFullList()).map((j) => j.id)).toContain('__pbAutoBackup__');
    await pb.settings.update({ backups: { cron: '' } });
    expect((await pb.crons.getFullList()).map((j) => j.id)).not.toContain('__pbAutoBackup__');
  });

  it('rejects invalid values field by field and saves nothing', async () => {
    const err = await expectError(
      pb.settings.update({ meta: { appName: '' }, smtp: { port: 'x' }, backups: { cron: 'not a cron' } }),
      {
        status: 400,
        message: 'An error occurred while saving the new settings.',
      },
    );
    const data = (err.response as { data: Record<string, Record<string, { code: string }>> }).data;
    expect(data['meta']?.['appName']?.code).toBe('validation_required');
    expect(data['backups']?.['cron']?.code).toBeTruthy();
    expect((await pb.settings.getAll())['meta'].appName).toBe('Covey Ops');
  });
});

describe('settings tests', () => {
  it('test/s3 answers 400 with the reason (no S3 driver)', async () => {
    const err = await expectError(pb.settings.testS3('storage'), { status: 400 });
    expect(err.response['message']).toContain('Failed to test the S3 filesystem.');
    expect(err.response['message']).toContain('not enabled');
    await expectError(pb.settings.testS3('nope'), {
      status: 400,
      message: 'Failed to test the S3 filesystem.',
      data: { filesystem: { code: 'validation_in_invalid' } },
    });
  });

  it('test/email validates its input', async () => {
    await expectError(pb.settings.testEmail('_superusers', 'not-an-email', 'unknown'), {
      status: 400,
      message: 'Failed to send the test email.',
      data: { email: { code: 'validation_is_email' }, template: { code: 'validation_in_invalid' } },
    });
    await expectError(pb.settings.testEmail('missing_collection', 'a@example.com', 'otp'), {
      status: 400,
      data: { collection: { code: 'validation_invalid_auth_collection' } },
    });
  });

  it('test/email sends the template through the app mailer', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push(raw);
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    const port = (smtp.server.address() as { port: number }).port;
    try {
      await pb.settings.update({
        smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port, username: '', password: '', tls: false },
      });
      await pb.settings.testEmail('users', 'someone@example.com', 'password-reset');
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('someone@example.com');
      expect(received[0]).toMatch(/Reset your Covey Ops password/);
    } finally {
      await pb.settings.update({ smtp: { enabled: false } });
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
