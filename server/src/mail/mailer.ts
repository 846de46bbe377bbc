/** Transport-agnostic mail contract shared by the SMTP mailer and the in-memory test mailer. */

interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  from: { name: string; address: string };
  to: MailAddress[];
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
  /** files attached to the mail (an `.ics` invitation, …) */
  attachments?: MailAttachment[];
}

interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** false when there is no mail server to send through (SMTP off); absent means it can send */
  configured?(): boolean;
}

const EMAIL_RE = /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+$/;

/** Throws a clear Error when a message cannot be sent as given (no recipient, bad address, header injection). */
export function assertValidMessage(msg: MailMessage): void {
  if (!msg || typeof msg !== 'object') throw new Error('mail: message must be an object');
  if (!EMAIL_RE.test(msg.from?.address ?? '')) throw new Error(`mail: invalid sender address "${msg.from?.address}"`);
  if (!Array.isArray(msg.to) || msg.to.length === 0) throw new Error('mail: at least one recipient is required');
  for (const to of msg.to) {
    if (!EMAIL_RE.test(to?.address ?? '')) throw new Error(`mail: invalid recipient address "${to?.address}"`);
  }
  if (/[\r\n]/.test(msg.subject)) throw new Error('mail: subject must not contain line breaks');
  for (const [k, v] of Object.entries(msg.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(k) || /[\r\n]/.test(v)) throw new Error(`mail: invalid header "${k}"`);
  }
}
