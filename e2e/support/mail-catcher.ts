/** A minimal SMTP receiver on loopback for the e2e tests: stores each message's raw DATA. */
import { createServer, type Socket } from 'node:net';
import { freePort } from './server.js';

export interface MailCatcher {
  port: number;
  messages: string[];
  /** the same messages as received (still encoded), for reading headers such as an encoded Subject */
  raw: string[];
  /** Waits for a message to `to` and returns the first JWT-shaped token in it. */
  tokenFor(to: string, timeoutMs?: number): Promise<string>;
  /** Waits for a message to `to` among those after the first `after` and returns the one-time code in it. */
  codeFor(to: string, after: number, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** Undo quoted-printable soft breaks and escapes, enough to read tokens and links. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: string[] = [];
  const raw: string[] = [];
  const port = await freePort();
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP e2e');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            raw.push(data);
            messages.push(decode(data));
            data = '';
            reply('250 OK: queued');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    messages,
    raw,
    async tokenFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        for (const message of messages) {
          if (!message.toLowerCase().includes(to.toLowerCase())) continue;
          const token = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(message)?.[0];
          if (token) return token;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no message with a token for ${to} (got ${messages.length} messages)`);
    },
    async codeFor(to, after, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        for (const message of messages.slice(after)) {
          if (!message.toLowerCase().includes(to.toLowerCase())) continue;
          const code = /<strong>(\d{4,})<\/strong>/.exec(message)?.[1];
          if (code) return code;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no message with a code for ${to} (got ${messages.length} messages)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
