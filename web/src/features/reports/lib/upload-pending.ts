import type { PendingFile } from '../components/file-picker';

/** uploads the files not yet sent, one by one, updating their progress; true when all went up */
export async function uploadPending(
  files: PendingFile[],
  set: (update: (prev: PendingFile[]) => PendingFile[]) => void,
  upload: (file: File, onProgress: (pct: number) => void) => Promise<unknown>,
  describe: (err: unknown) => string,
): Promise<boolean> {
  let ok = true;
  for (const f of files.filter((x) => !x.done)) {
    const patch = (p: Partial<PendingFile>) => set((prev) => prev.map((x) => (x.key === f.key ? { ...x, ...p } : x)));
    patch({ progress: 0, error: null });
    try {
      await upload(f.file, (progress) => patch({ progress }));
      patch({ progress: 100, done: true });
    } catch (err) {
      ok = false;
      patch({ progress: null, error: describe(err) });
    }
  }
  return ok;
}
