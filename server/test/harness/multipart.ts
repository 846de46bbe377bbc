/**
 * A prebuilt multipart/form-data payload for scenario bodies:
 * `multipart().field('title', 'x').json({ tags: ['a'] }).file('doc', 'a.txt', 'hello', 'text/plain')`.
 */
import { randomBytes } from 'node:crypto';

type Part =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; data: Buffer; type: string };

export class MultipartBody {
  private readonly parts: Part[] = [];
  private readonly boundary = `----covey${randomBytes(8).toString('hex')}`;

  field(name: string, value: string): this {
    this.parts.push({ kind: 'field', name, value });
    return this;
  }

  /** an `@jsonPayload` part, as the SDK sends object values */
  json(value: Record<string, unknown>): this {
    return this.field('@jsonPayload', JSON.stringify(value));
  }

  file(name: string, filename: string, data: string | Buffer, type = 'application/octet-stream'): this {
    this.parts.push({ kind: 'file', name, filename, data: Buffer.isBuffer(data) ? data : Buffer.from(data), type });
    return this;
  }

  build(): { payload: Buffer; contentType: string } {
    const chunks: Buffer[] = [];
    for (const p of this.parts) {
      const disposition =
        p.kind === 'field'
          ? `Content-Disposition: form-data; name="${p.name}"\r\n\r\n`
          : `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`;
      chunks.push(Buffer.from(`--${this.boundary}\r\n${disposition}`));
      chunks.push(p.kind === 'field' ? Buffer.from(p.value) : p.data);
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${this.boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${this.boundary}` };
  }
}

export const multipart = () => new MultipartBody();
