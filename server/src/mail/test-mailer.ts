import { assertValidMessage, type Mailer, type MailMessage } from './mailer.js';

/** Captures messages in memory; for in-process tests. */
export class TestMailer implements Mailer {
  readonly messages: MailMessage[] = [];
  private failures: Error[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];

  async send(msg: MailMessage): Promise<void> {
    assertValidMessage(msg);
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.messages.push(structuredClone(msg));
    this.waiters = this.waiters.filter((w) => {
      if (this.messages.length < w.count) return true;
      w.resolve();
      return false;
    });
  }

  /** Makes the next send() reject with `err` (once). */
  failNext(err: Error = new Error('mail: simulated failure')): void {
    this.failures.push(err);
  }

  last(): MailMessage | undefined {
    return this.messages[this.messages.length - 1];
  }

  /** Messages sent to `address` (case-insensitive). */
  to(address: string): MailMessage[] {
    const a = address.toLowerCase();
    return this.messages.filter((m) => m.to.some((t) => t.address.toLowerCase() === a));
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** Resolves once at least `count` messages were captured (for mails sent asynchronously). */
  waitFor(count = 1, timeoutMs = 2000): Promise<void> {
    if (this.messages.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`mail: expected ${count} message(s), got ${this.messages.length}`)),
        timeoutMs,
      );
      this.waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }
}
