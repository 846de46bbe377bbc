import { describe, expect, it } from 'vitest';
import { ApiError } from '../../util/api-error.js';
import { SettingsStore, type SettingsBackend } from './settings.js';

function memory(initial: string | null = null): SettingsBackend & { saved: string[] } {
  let stored = initial;
  const saved: string[] = [];
  return { saved, load: async () => stored, save: async (json) => { stored = json; saved.push(json); } };
}

describe('SettingsStore', () => {
  it('loads defaults when nothing is stored and merges stored JSON over defaults', async () => {
    const empty = new SettingsStore(memory());
    expect((await empty.load()).meta.appName).toBe('Acme');
    const store = new SettingsStore(memory(JSON.stringify({ meta: { appName: 'Covey' } })));
    const s = await store.load();
    expect(s.meta.appName).toBe('Covey');
    expect(s.meta.senderName).toBe('Support');
    expect(Object.isFrozen(s.meta)).toBe(true);
  });

  it('fails clearly on corrupt stored JSON', async () => {
    await expect(new SettingsStore(memory('{oops')).load()).rejects.toThrow(/stored JSON is invalid/);
    await expect(new SettingsStore(memory('[1]')).load()).rejects.toThrow(/must be an object/);
  });

  it('updates, saves, notifies listeners and redacts on read', async () => {
    const backend = memory();
    const store = new SettingsStore(backend, { onListenerError: () => {} });
    await store.load();
    const seen: string[] = [];
    const off = store.onChange((next, prev) => void seen.push(`${prev.meta.appName}->${next.meta.appName}`));
    store.onChange(() => { throw new Error('listener bug'); });
    await store.update({ meta: { appName: 'Covey' }, smtp: { password: 'pw' } });
    expect(seen).toEqual(['Acme->Covey']);
    expect(JSON.parse(backend.saved[0]!).smtp.password).toBe('pw');
    expect(store.get().smtp.password).toBe('pw');
    expect('password' in store.getRedacted().smtp).toBe(false);
    off();
    await store.update({ meta: { appName: 'Again' } });
    expect(seen).toHaveLength(1);
  });

  it('rejects invalid patches without saving', async () => {
    const backend = memory();
    const store = new SettingsStore(backend);
    await store.load();
    const err = await store.update({ meta: { appURL: 'nope' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('An error occurred while saving the new settings.');
    expect((err as ApiError).data).toMatchObject({ meta: { appURL: { code: 'validation_is_url' } } });
    await expect(store.update('x')).rejects.toThrow(/loading the submitted data/);
    expect(backend.saved).toHaveLength(0);
    expect(store.get().meta.appURL).toBe('http://localhost:8090');
  });

  it('serialises concurrent updates', async () => {
    const store = new SettingsStore(memory());
    await store.load();
    await Promise.all([store.update({ meta: { appName: 'A' } }), store.update({ meta: { senderName: 'B' } })]);
    expect(store.get().meta).toMatchObject({ appName: 'A', senderName: 'B' });
  });
});
