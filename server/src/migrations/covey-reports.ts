/**
 * Reports (product.md §3.3): attachments are PDF, JPEG, PNG or HEIC (HEIF brand included, as phones
 * write it), 20 MB each, protected. The first care migration also let WebP through; this narrows it.
 */
import type { Migration } from './migration.js';
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import { cid } from './covey-kit.js';

export const REPORT_ATTACHMENT_MIMES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'];

async function setAttachments(app: CoreApp, mimeTypes: string[]): Promise<void> {
  const reports = app.getCollection(cid('reports'));
  if (!reports) return;
  const fields = reports.fields.map((f) =>
    f.name === 'attachments' ? { ...f, mimeTypes, maxSize: 20 * 1024 * 1024, maxSelect: 20, protected: true } : f,
  );
  await saveCollection(app, { id: reports.id, fields });
}

export const coveyReports: Migration = {
  id: '1700000713_covey_reports',
  up: (app) => setAttachments(app, REPORT_ATTACHMENT_MIMES),
  down: (app) => setAttachments(app, ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/webp']),
};
