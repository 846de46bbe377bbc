/**
 * `POST /api/reports/from-message {message, kind?, title?}` (product.md §4 "/chat/{id}": C converts a
 * message to a report). The counselor must take part in the message's chat and counsel its member;
 * the report is opened for that member as `submitted`, with the message text as its description and
 * the message's attachments copied (those a report may hold). Writes the `updates` row and tells
 * the member. Nothing is written when a check fails.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../../util/api-error.js';
import type { CoreApp } from '../../../core/core-app.js';
import { createRecord } from '../../../core/records/record-upsert.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import type { IncomingFile } from '../../../core/records/record-files.js';
import { requireAuth } from '../../../core/rules/request-guards.js';
import { collection, findById, str, systemRequest } from '../../hooks/context.js';
import type { StoreRecord } from '../../store/store.js';
import { logTransition } from '../hooks/reports.js';
import { escapeHtml } from '../../../util/html-text.js';
import { msg, ProductError } from '../../i18n/product-error.js';

const KINDS = ['bill_review', 'claim_denial', 'coverage_question', 'find_care', 'prescription', 'enrollment', 'complaint', 'other'];
const NOT_FOUND = msg('error.reports_from_message.not_found');

async function readAll(core: CoreApp, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await core.files.get(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** stored names are `<base>_<10 random>.<ext>`: give the copy its original-looking name back */
const originalName = (stored: string) => stored.replace(/_[a-z0-9]{10}(\.[^.]+)?$/, '$1');

function titleFrom(body: string): string {
  const line = body.split('\n').find((l) => l.trim()) ?? '';
  const t = line.trim();
  return t ? (t.length > 80 ? `${t.slice(0, 77)}…` : t) : 'Report from a chat message';
}


export function registerReportFromMessage(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/reports/from-message', async (req: FastifyRequest) => {
      requireAuth(req);
      const me = req.auth!;
      const meId = str(me.record['id']);
      if (me.collection.name !== 'users' || me.record['role'] !== 'counselor') {
        throw new ProductError(403, msg('error.reports_from_message.counselor_turn_message_into'));
      }
      const input = (req.body ?? {}) as Record<string, unknown>;
      const messageId = str(input['message']).trim();
      if (!messageId) throw new ProductError(400, msg('error.reports_from_message.choose_message_turn_into'), { message: fieldError('validation_required', 'Cannot be blank.') });
      const kind = str(input['kind']) || 'other';
      if (!KINDS.includes(kind)) throw new ProductError(400, msg('error.reports_from_message.choose_kind_report'), { kind: fieldError('validation_invalid_value', 'Invalid value.') });

      const message = await findById(core, core.db, 'messages', messageId);
      const chat = message ? await findById(core, core.db, 'chats', message.data.chat) : null;
      if (!message || !chat || !chat.data.participants.includes(meId)) throw new ProductError(404, NOT_FOUND);
      const member = await findById(core, core.db, 'members', chat.data.member);
      const counselor = member ? await findById(core, core.db, 'counselors', member.data.counselor) : null;
      if (!member || !counselor || counselor.data.user !== meId) throw new ProductError(404, NOT_FOUND);

      const messages = collection(core, 'messages');
      const files: IncomingFile[] = [];
      for (const name of message.data.attachments.filter((n) => /\.(pdf|jpe?g|png|heic|heif)$/i.test(n))) {
        const data = await readAll(core, `${messages.id}/${messageId}/${name}`).catch(() => null);
        if (data) files.push({ field: 'attachments', filename: originalName(name), data });
      }
      const body = message.data.body;
      const report = await core.db.transaction(async (q) => {
        const created = await createRecord(core, {
          collection: collection(core, 'reports'),
          body: {
            member: member.data.id,
            kind,
            title: str(input['title']).trim().slice(0, 200) || titleFrom(body),
            description: body ? `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>` : '',
            status: 'submitted',
            priority: 'normal',
            counselor: counselor.data.id,
          },
          files,
          req: systemRequest(core),
          isSuperuser: true,
          skipRule: true,
          q,
        });
        await logTransition(core, q, created as StoreRecord<'reports'>, {
          from: '',
          to: 'submitted',
          actor: meId,
          staff: true,
          summary: msg('notice.report.opened_from_chat'),
          msg: { id: 'report_opened_from_chat' },
        });
        return created;
      });
      return recordToJSON(report, { viewerId: meId });
    });
  };
}
