/**
 * Typed event hooks (PocketBase's onXxx). Handlers run in registration order; a handler that
 * throws aborts the operation (for "before" hooks inside the write's transaction). "After" hooks
 * run after commit and their errors are logged, never propagated.
 */
export type Handler<E> = (event: E) => void | Promise<void>;

export class Hook<E> {
  private handlers: { id: number; fn: Handler<E>; filter?: (e: E) => boolean }[] = [];
  private seq = 0;

  add(fn: Handler<E>, filter?: (e: E) => boolean): () => void {
    const id = ++this.seq;
    this.handlers.push({ id, fn, filter });
    return () => {
      this.handlers = this.handlers.filter((h) => h.id !== id);
    };
  }

  async trigger(event: E): Promise<void> {
    for (const h of this.handlers) {
      if (h.filter && !h.filter(event)) continue;
      await h.fn(event);
    }
  }

  /** runs every handler, logging failures instead of throwing */
  async triggerSafe(event: E, log: (err: unknown) => void = (e) => console.error('hook failed', e)): Promise<void> {
    for (const h of this.handlers) {
      if (h.filter && !h.filter(event)) continue;
      try {
        await h.fn(event);
      } catch (err) {
        log(err);
      }
    }
  }

  get size(): number {
    return this.handlers.length;
  }
}
