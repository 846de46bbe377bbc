/**
 * "Was this helpful?" on an assistant answer (issue 19): `messages.feedback` (helpful,
 * not_helpful) holds the member's answer on the assistant message itself, so the thread can show
 * after a reload that it was given. Written only by `POST /api/assistant/feedback` (server-set);
 * the staff-visible activity row is still logged.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { cid, select } from './covey-kit.js';

async function up(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('messages'));
  if (!c) throw new Error('collection messages is missing');
  if (c.fields.some((f) => f.name === 'feedback')) return;
  await saveCollection(app, { id: c.id, fields: [...c.fields, select('feedback', ['helpful', 'not_helpful'])] });
}

async function down(app: CoreApp): Promise<void> {
  const c = app.getCollection(cid('messages'));
  if (!c) return;
  await saveCollection(app, { id: c.id, fields: c.fields.filter((f) => f.name !== 'feedback') });
}

export const coveyAnswerFeedback: Migration = { id: '1700001400_covey_answer_feedback', up, down };
