import { describe, expect, it } from 'vitest';
import { ApiError } from '../../util/api-error.js';
import { SettingsStore } from './settings.js';

async function store(initial: Record<string, unknown> = {}): Promise<SettingsStore> {
  let stored: string | null = JSON.stringify(initial);
  const s = new SettingsStore({ load: async () => stored, save: async (j) => void (stored = j) });
  await s.load();
  return s;
}

const errorOf = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return (err as ApiError).toJSON() as { status: number; data: Record<string, Record<string, { code: string; message: string }>> };
};

describe('settings: a new host needs the secret again', () => {
  it('changing only smtp.host is refused and keeps the old settings', async () => {
    const s = await store({ smtp: { host: 'mail.example.com', port: 587, username: 'u', password: 'top-secret' } });
    const err = await errorOf(s.update({ smtp: { host: 'collector.example.net' } }));
    expect(err.status).toBe(400);
    expect(err.data['smtp']!['password']).toMatchObject({ message: 'Enter the password again for the new host.' });
    expect(s.get().smtp).toMatchObject({ host: 'mail.example.com', password: 'top-secret' });
  });

  it('the same host, or a new host with the password, saves', async () => {
    const s = await store({ smtp: { host: 'mail.example.com', port: 587, password: 'top-secret' } });
    await s.update({ smtp: { port: 2525, host: 'MAIL.example.com' } });
    await s.update({ smtp: { host: 'smtp2.example.com', password: 'new-secret' } });
    expect(s.get().smtp).toMatchObject({ host: 'smtp2.example.com', password: 'new-secret' });
  });

  it('no stored password: a new host needs nothing', async () => {
    const s = await store({ smtp: { host: 'mail.example.com' } });
    await s.update({ smtp: { host: 'smtp2.example.com' } });
    expect(s.get().smtp.host).toBe('smtp2.example.com');
  });

  it('changing only an S3 endpoint host is refused (storage and backups)', async () => {
    const s3 = { enabled: false, bucket: 'b', region: 'r', endpoint: 'https://s3.example.com', accessKey: 'k', secret: 's3-secret' };
    const s = await store({ s3, backups: { s3 } });
    const err = await errorOf(s.update({ s3: { endpoint: 'https://collector.example.net' }, backups: { s3: { endpoint: 'http://169.254.169.254' } } }));
    expect(err.data['s3']!['secret']).toMatchObject({ message: 'Enter the secret again for the new endpoint.' });
    expect((err.data['backups'] as unknown as Record<string, Record<string, unknown>>)['s3']!['secret']).toBeTruthy();
    expect(s.get().s3.endpoint).toBe('https://s3.example.com');
    await s.update({ s3: { endpoint: 'https://s3.example.com/other-path' } });
  });
});

describe('settings: the mail server may not be a loopback, link-local or private address unless allowed', () => {
  it.each(['127.0.0.1', 'localhost', '10.1.2.3', '192.168.0.10', '169.254.169.254', '::1', '::ffff:127.0.0.1'])('%s is refused', async (host) => {
    const s = await store();
    const err = await errorOf(s.update({ smtp: { enabled: true, host, port: 25 } }));
    expect(err.data['smtp']!['host']).toMatchObject({ code: 'validation_private_host' });
    expect(s.get().smtp.enabled).toBe(false);
  });

  it('an operator allows it explicitly', async () => {
    const s = await store();
    await s.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: 25 } });
    expect(s.get().smtp).toMatchObject({ enabled: true, host: '127.0.0.1', allowPrivateHost: true });
    // taking the permission back while the host is private is refused
    const err = await errorOf(s.update({ smtp: { allowPrivateHost: false } }));
    expect(err.data['smtp']!['host']).toBeTruthy();
  });
});
