/**
 * `POST /api/staff {kind: counselor|broker|employer, email, name, organisation?}` (superuser only,
 * product.md §2 invitation graph): adds a counselor, a broker agency with its first user, or a
 * directly sold employer with its first admin (../staff.ts), mails the one-time link to set a
 * password and returns it with the new records and what became of the mail (`mail`: sent,
 * not_configured, failed; mail-outcome.ts) so the screen tells the truth.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { requireSuperuser } from '../../../core/rules/request-guards.js';
import { ApiError } from '../../../util/api-error.js';
import { sendWithOutcome, type MailOutcome } from '../../../mail/mail-outcome.js';
import { addStaff, STAFF_KINDS, type StaffKind } from '../staff.js';
import { str } from '../../hooks/context.js';
import { msg, ProductError } from '../../i18n/product-error.js';

export function registerStaff(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/staff', async (req) => {
      requireSuperuser(req);
      const input = (req.body ?? {}) as Record<string, unknown>;
      const kind = str(input['kind']) as StaffKind;
      if (!STAFF_KINDS.includes(kind)) throw new ProductError(400, msg('error.staff.choose_counselor_broker_employer'));
      let res;
      try {
        res = await addStaff(core, { kind, email: str(input['email']).trim().toLowerCase(), name: str(input['name']), organisation: str(input['organisation']) || undefined });
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError(400, (err as Error).message.replace(/^./, (c) => c.toUpperCase()) + '.');
      }
      const meta = core.settings.get().meta;
      let mail: MailOutcome | 'not_requested' = 'not_requested';
      if (res.link) {
        const link = res.link;
        mail = await sendWithOutcome(
          core.mailer,
          {
            from: { name: meta.senderName, address: meta.senderAddress },
            to: [{ address: res.user.data.email }],
            subject: 'Your Covey account is ready',
            text: `Hello ${res.user.data.name},\n\nSet your password to start: ${link}\n`,
            html: `<p>Hello,</p><p><a href="${link.replace(/"/g, '&quot;')}">Set your password</a> to start using Covey.</p>`,
          },
          'welcome mail',
        );
      }
      return { user: recordToJSON(res.user, { forceEmail: true }), record: recordToJSON(res.record), link: res.link ?? '', mail };
    });
  };
}
