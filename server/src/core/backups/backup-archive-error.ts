/** A backup archive that must not be restored; `reason` says why in plain words. */
export class BackupArchiveError extends Error {
  constructor(readonly reason: string) {
    super(`invalid backup archive: ${reason}`);
    this.name = 'BackupArchiveError';
  }
}
