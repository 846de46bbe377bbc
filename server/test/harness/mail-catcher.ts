/**
 * A real SMTP server on loopback (smtp-server) capturing every message, with helpers to wait for
 * a mail to an address and read links/codes out of it (quoted-printable decoded).
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** decoded body text (all parts) */
  body: string;
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const m = /^=([0-9A-F]{2})/.exec(soft.slice(i, i + 3));
    if (m) {
      bytes.push(parseInt(m[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export class MailCatcher {
  readonly mails: CapturedMail[] = [];
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, subject, body: decodeQp(raw) });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): CapturedMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** waits for the `n`-th mail (1-based) to `address` */
  async waitFor(address: string, n = 1, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const list = this.to(address);
      if (list.length >= n) return list[n - 1]!;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail #${n} to ${address} within ${timeoutMs} ms (have ${this.to(address).length})`);
  }
}

/** the token of a `.../_/#/auth/<action>/<TOKEN>` link */
export function linkToken(mail: CapturedMail, action: string): { url: string; token: string } {
  const m = new RegExp(`href="([^"]*/_/#/auth/${action}/([A-Za-z0-9_.-]+))"`).exec(mail.body);
  if (!m) throw new Error(`no ${action} link in mail:\n${mail.body.slice(0, 2000)}`);
  return { url: m[1]!, token: m[2]! };
}

export function otpCode(mail: CapturedMail): string {
  const m = /<strong>(\d{4,})<\/strong>/.exec(mail.body);
  if (!m) throw new Error('no OTP code in mail');
  return m[1]!;
}
