import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { SmtpMailer, smtpTransportOptions, type SmtpConfig } from './smtp-mailer.js';

interface Received { from: string; to: string[]; raw: string; user?: string }

describe('SmtpMailer against a real smtp-server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, cb) {
        if (auth.username === 'mailer' && auth.password === 'secret') cb(null, { user: auth.username });
        else cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const cfg = (over: Partial<SmtpConfig> = {}): SmtpConfig => ({
    host: '127.0.0.1', port, username: '', password: '', authMethod: '', tls: false, localName: '', ...over,
  });

  it('delivers a message with html, text, headers and envelope', async () => {
    const mailer = new SmtpMailer(cfg({ localName: 'covey.test' }));
    await mailer.send({
      from: { name: 'Support', address: 'support@example.com' },
      to: [{ name: 'Ann', address: 'ann@example.com' }, { address: 'bob@example.com' }],
      subject: 'Verify your Acme email',
      html: '<p>Hello <b>Ann</b></p>',
      text: 'Hello Ann',
      headers: { 'X-Covey-Flow': 'verification' },
    });
    mailer.close();
    const msg = received.at(-1)!;
    expect(msg.from).toBe('support@example.com');
    expect(msg.to).toEqual(['ann@example.com', 'bob@example.com']);
    expect(msg.raw).toContain('Subject: Verify your Acme email');
    expect(msg.raw).toMatch(/From: Support <support@example\.com>/);
    expect(msg.raw).toContain('X-Covey-Flow: verification');
    expect(msg.raw).toContain('text/html');
    expect(msg.raw).toContain('Hello <b>Ann</b>');
    expect(msg.raw).toContain('text/plain');
  });

  it.each(['PLAIN', 'LOGIN', ''] as const)('authenticates with method %j', async (authMethod) => {
    const mailer = new SmtpMailer(cfg({ username: 'mailer', password: 'secret', authMethod }));
    await mailer.send({ from: { name: 'S', address: 's@example.com' }, to: [{ address: 'x@example.com' }], subject: 'hi', html: '<p>x</p>' });
    mailer.close();
    expect(received.at(-1)!.user).toBe('mailer');
  });

  it('rejects with a clear error on wrong credentials', async () => {
    const mailer = new SmtpMailer(cfg({ username: 'mailer', password: 'nope', authMethod: 'PLAIN' }));
    await expect(
      mailer.send({ from: { name: 'S', address: 's@example.com' }, to: [{ address: 'x@example.com' }], subject: 'hi', html: 'x' }),
    ).rejects.toThrow(/Invalid username or password/);
    mailer.close();
  });

  it('refuses invalid messages before connecting', async () => {
    const mailer = new SmtpMailer(cfg());
    await expect(mailer.send({ from: { name: 'S', address: 's@example.com' }, to: [], subject: 'x', html: 'x' })).rejects.toThrow(/recipient/);
    await expect(
      mailer.send({ from: { name: 'S', address: 's@example.com' }, to: [{ address: 'a@b.c' }], subject: 'x\r\nBcc: evil@x.y', html: 'x' }),
    ).rejects.toThrow(/line breaks/);
    mailer.close();
  });
});

describe('smtpTransportOptions', () => {
  const base: SmtpConfig = { host: 'smtp.example.com', port: 587, username: '', password: '', authMethod: '', tls: false, localName: '' };
  it('keeps STARTTLS for remote hosts and ignores it only on loopback', () => {
    expect(smtpTransportOptions(base).ignoreTLS).toBe(false);
    expect(smtpTransportOptions({ ...base, host: 'localhost' }).ignoreTLS).toBe(true);
    expect(smtpTransportOptions({ ...base, tls: true, port: 465 }).secure).toBe(true);
  });
  it('rejects bad config', () => {
    expect(() => smtpTransportOptions({ ...base, host: '' })).toThrow(/host/);
    expect(() => smtpTransportOptions({ ...base, port: 0 })).toThrow(/port/);
    expect(() => smtpTransportOptions({ ...base, authMethod: 'CRAM' as 'PLAIN' })).toThrow(/auth method/);
  });
});
