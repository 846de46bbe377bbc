import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { assertValidMessage, type Mailer, type MailMessage } from './mailer.js';

/** Mirrors the settings `smtp` group (structurally compatible with core/settings SmtpSettings). */
export interface SmtpConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  /** '' falls back to PLAIN, as PocketBase does */
  authMethod: 'PLAIN' | 'LOGIN' | '';
  /** true: implicit TLS from the first byte; false: STARTTLS when the server offers it */
  tls: boolean;
  /** EHLO name; '' means nodemailer's default */
  localName: string;
  /** the checked address to connect to (TLS still verifies `host`); unset: nodemailer resolves `host` */
  address?: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host.trim().toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host.trim());
}

/**
 * Builds nodemailer transport options. With `tls: false` STARTTLS stays opportunistic for remote
 * hosts (credentials are not sent in clear when the server offers it); only loopback servers get
 * `ignoreTLS` (a plain local relay or a test smtp-server).
 */
export function smtpTransportOptions(cfg: SmtpConfig): SMTPTransport.Options {
  if (!cfg.host?.trim()) throw new Error('smtp: host is required');
  if (!Number.isInteger(cfg.port) || cfg.port < 1 || cfg.port > 65535) throw new Error(`smtp: invalid port ${cfg.port}`);
  if (cfg.authMethod && cfg.authMethod !== 'PLAIN' && cfg.authMethod !== 'LOGIN') {
    throw new Error(`smtp: unsupported auth method "${cfg.authMethod}"`);
  }
  const opts: SMTPTransport.Options = {
    host: cfg.address ?? cfg.host.trim(),
    ...(cfg.address ? { servername: cfg.host.trim() } : {}),
    port: cfg.port,
    secure: cfg.tls,
    ignoreTLS: !cfg.tls && isLoopbackHost(cfg.host),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  if (cfg.localName) opts.name = cfg.localName;
  if (cfg.username || cfg.password) {
    opts.auth = { user: cfg.username, pass: cfg.password };
    opts.authMethod = cfg.authMethod || 'PLAIN';
  }
  return opts;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(cfg: SmtpConfig) {
    this.transport = nodemailer.createTransport(smtpTransportOptions(cfg));
  }

  async send(msg: MailMessage): Promise<void> {
    assertValidMessage(msg);
    const info = await this.transport.sendMail({
      from: { name: msg.from.name, address: msg.from.address },
      to: msg.to.map((t) => ({ name: t.name ?? '', address: t.address })),
      subject: msg.subject,
      html: msg.html,
      ...(msg.text !== undefined ? { text: msg.text } : {}),
      ...(msg.headers ? { headers: msg.headers } : {}),
      ...(msg.attachments?.length ? { attachments: msg.attachments.map((a) => ({ ...a })) } : {}),
    });
    if (info.rejected.length > 0) {
      throw new Error(`smtp: recipient(s) rejected: ${info.rejected.map(String).join(', ')}`);
    }
  }

  /** Checks connection and authentication. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
