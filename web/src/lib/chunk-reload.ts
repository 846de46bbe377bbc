/** Chunk-load failures reload the page, at most once per 10 seconds per path (spec §8, §9). */
const CHUNK_RELOAD_WINDOW_MS = 10_000;
const PREFIX = 'covey.chunkReload:';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Records the reload and returns true when a reload is allowed now for this path. */
export function claimChunkReload(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now = Date.now(),
): boolean {
  const key = PREFIX + path;
  try {
    const last = Number(storage.getItem(key) ?? 0);
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}
