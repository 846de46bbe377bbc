/** Minimal JSON-over-fetch client for the bench (loopback only). */
export class ApiClient {
  token = '';
  constructor(readonly base: string) {}

  async req<T = unknown>(method: string, path: string, body?: unknown, token = this.token): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers['Authorization'] = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 1000)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async authSuperuser(email: string, password: string): Promise<void> {
    const r = await this.req<{ token: string }>('POST', '/api/collections/_superusers/auth-with-password', {
      identity: email,
      password,
    });
    this.token = r.token;
  }
}

/** Runs `fn` over `items` with at most `width` in flight. */
export async function pool<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
