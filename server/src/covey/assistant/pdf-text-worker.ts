/**
 * The pdf.js worker thread (decision 0038). pdf.js (legacy build) and the core-js it carries load
 * here only, so their process-wide patches (`JSON`, `Array.prototype.push`, `Promise.withResolvers`,
 * …) stay in this thread, and a long parse blocks nothing but this thread.
 */
import { serveJobs } from '../../util/worker-queue.js';
import { extractPdfPages } from './pdf-extract.js';

serveJobs((job: { data: Uint8Array; maxPages: number }) => extractPdfPages(job.data, job.maxPages));
