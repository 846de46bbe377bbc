import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../util/api-error.js';
import { SettingsStore } from '../core/settings/settings.js';
import { SettingsMailer } from './settings-mailer.js';

describe('SettingsMailer', () => {
  const got: string[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, cb) {
        stream.resume();
        stream.on('end', () => {
          got.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const msg = { from: { name: 'S', address: 's@example.com' }, to: [{ address: 'to@example.com' }], subject: 'hi', html: '<p>x</p>' };

  it('refuses with a clear 400 while SMTP is disabled, then sends through the current settings', async () => {
    let stored: string | null = null;
    const settings = new SettingsStore({ load: async () => stored, save: async (j) => void (stored = j) });
    await settings.load();
    const mailer = new SettingsMailer(settings);
    const err = await mailer.send(msg).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    await settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port } });
    await mailer.send(msg);
    expect(got).toEqual(['to@example.com']);
    await settings.update({ smtp: { port: port + 1 === 65536 ? 1 : port + 1 } });
    await expect(mailer.send(msg)).rejects.toThrow();
    mailer.close();
  });

  it('does not connect to a private address saved before it was refused, unless allowed', async () => {
    // settings saved by an older version: enabled, loopback host, no permission
    let stored: string | null = JSON.stringify({ smtp: { enabled: true, host: '127.0.0.1', port, password: 'top-secret' } });
    const settings = new SettingsStore({ load: async () => stored, save: async (j) => void (stored = j) });
    await settings.load();
    const mailer = new SettingsMailer(settings);
    const before = got.length;
    const err = await mailer.send(msg).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toContain('private address');
    expect(got.length).toBe(before);
    mailer.close();
  });
});
