/**
 * `node --import tsx server/bench/loop-stall.ts DIR` (DIR: a SQLite data folder seeded with
 * `covey seed --scale=N --dir=DIR`; it is written to: use a copy): how long each heavy background job
 * holds the event loop. For each job: wall time and the longest event-loop stall while it ran
 * (a 5 ms interval timer, and the gap to the job's end; compare with the idle control line). Decision 0038.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { migrateShared, openCore } from '../src/app/create-app.js';
import { installCoveyHooks } from '../src/covey/install.js';
import { collectCounts, countsReader, monthPeriod, runMetrics } from '../src/covey/organisations/metrics.js';
import { BackupService } from '../src/core/backups/backup-service.js';
import { LocalFilesDriver } from '../src/files/local-driver.js';
import { checkSqliteFile } from '../src/storage/sqlite/sqlite-file-check.js';
import { closePdfWorker, pdfPages } from '../src/covey/assistant/pdf-text.js';
import { extractPdfPages } from '../src/covey/assistant/pdf-extract.js';
import { parseRoster } from '../src/covey/organisations/roster-import.js';
import { closeRosterParser, parseRosterOffLoop } from '../src/covey/organisations/roster-parse.js';
import { applyRoster } from '../src/covey/organisations/roster-apply.js';
import { makeThumb } from '../src/files/thumbs.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: loop-stall.ts DIR');
const only = new Set(process.argv.slice(3));

/** the longest time the loop did not turn while `fn` ran (a 5 ms interval, and the gap to its end) */
async function measure(name: string, fn: () => Promise<unknown>): Promise<void> {
  if (only.size && !only.has(name)) return;
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  const t0 = performance.now();
  const note = await fn();
  const end = performance.now();
  worst = Math.max(worst, end - last);
  clearInterval(timer);
  console.log(`${name.padEnd(27)} wall ${(end - t0).toFixed(0).padStart(6)} ms   worst stall ${worst.toFixed(0).padStart(6)} ms   ${String(note ?? '')}`);
}

async function bigPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([612, 792]);
    for (let l = 0; l < 50; l++) page.drawText(`Line ${l} of page ${p}: copay $40 per visit, deductible applies, coinsurance 20%.`, { x: 40, y: 760 - l * 14, size: 9, font });
  }
  return pdf.save();
}

async function main(): Promise<void> {
  const core = await openCore(path.resolve(dir!));
  await migrateShared(core);
  installCoveyHooks(core);
  const work = mkdtempSync(path.join(tmpdir(), 'covey-stall-'));
  try {
    const pdf = await bigPdf(200);
    await measure('idle 1 s (control)', () => new Promise((resolve) => setTimeout(resolve, 1000)));
    // pdf.js detaches the bytes it is given: each run gets a copy
    await measure('pdf in-thread (old)', async () => `${(await extractPdfPages(pdf.slice(), 200)).length} pages`);
    await measure('pdf worker', async () => `${(await pdfPages(pdf.slice())).length} pages`);
    await closePdfWorker();
    const period = monthPeriod(new Date(Date.now() - 31 * 24 * 3600 * 1000));
    await measure('metrics counts, main', async () => `${(await collectCounts((sql, p) => core.db.all(sql, p), period)).size} employers`);
    await measure('metrics counts, off loop', async () => `${(await collectCounts(countsReader(core.db), period)).size} employers`);
    await measure('metrics job', async () => JSON.stringify(await runMetrics(core)));
    const backups = new BackupService({
      dataDir: core.dataDir,
      db: core.db,
      files: core.files,
      store: new LocalFilesDriver(path.join(work, 'backups')),
      checkDatabaseFile: checkSqliteFile,
    });
    await measure('backup create', async () => backups.create('stall.zip'));
    const employer = (await core.db.get<{ id: string }>('SELECT "id" FROM "employers" ORDER BY "id" LIMIT 1'))!.id;
    const csv = Buffer.from(['name,email,employee_id,dob', ...Array.from({ length: 5000 }, (_, i) => `Person ${i},stall${i}@example.com,S${i},1980-01-02`)].join('\n'));
    let rows: ReturnType<typeof parseRoster> | undefined;
    await measure('roster parse 5000, inline', async () => {
      rows = parseRoster(csv);
      return `${rows.rows.length} rows`;
    });
    await measure('roster parse 5000, worker', async () => `${(await parseRosterOffLoop(csv)).rows.length} rows`);
    await closeRosterParser();
    await measure('roster apply 5000', async () => JSON.stringify(await core.db.transaction((q) => applyRoster(core, q, employer, rows!.rows))));
    const image = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#88aacc' } }).jpeg().toBuffer();
    await measure('thumbnail 4000x3000', async () => `${(await makeThumb(image, '100x100')).length} B`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await core.db.close();
  }
}

await main();
