/**
 * The pdf.js worker thread (decision 0038): receives `{ id, data, maxPages }`, answers
 * `{ id, pages }`. pdf.js (legacy build) and the core-js it carries load here only, so their
 * process-wide patches (`JSON`, `Array.prototype.push`, `Promise.withResolvers`, …) stay in this
 * thread and a long parse blocks nothing but this thread.
 */
import { parentPort } from 'node:worker_threads';
import { extractPdfPages } from './pdf-extract.js';

interface Job {
  id: number;
  data: Uint8Array;
  maxPages: number;
}

const port = parentPort;
if (port) {
  port.on('message', (job: Job) => {
    void extractPdfPages(job.data, job.maxPages).then((pages) => port.postMessage({ id: job.id, pages }));
  });
}
