/**
 * `POST /api/staff {kind: counselor|broker|employer, email, name, organisation?, language?}` (superuser only,
 * product.md §2 invitation graph): adds a counselor, a broker agency with its first user, or a
 * directly sold employer with its first admin (../staff.ts), mails the one-time link to set a
 * password and returns it with the new records and what became of the mail (`mail`: sent,
 * not_configured, failed; mail-outcome.ts) so the screen tells the truth. The mail is in `language`
 * (en/es, stored on the new account) when given, else in the language of the console that sent the request.
 */
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { recordToJSON } from '../../../core/records/record-json.js';
import { requireSuperuser } from '../../../core/rules/request-guards.js';
import { ApiError } from '../../../util/api-error.js';
import { sendWithOutcome, type MailOutcome } from '../../../mail/mail-outcome.js';
import { addStaff, STAFF_KINDS, type StaffKind } from '../staff.js';
import { str } from '../../hooks/context.js';
import { msg, ProductError, productField } from '../../i18n/product-error.js';
import { requestLocale } from '../../i18n/negotiate.js';
import { LOCALES, t, type Locale } from '../../i18n/t.js';
import { escapeHtml } from '../../../util/html-text.js';

export function registerStaff(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.post('/api/staff', async (req) => {
      requireSuperuser(req);
      const input = (req.body ?? {}) as Record<string, unknown>;
      const kind = str(input['kind']) as StaffKind;
      if (!STAFF_KINDS.includes(kind)) throw new ProductError(400, msg('error.staff.choose_counselor_broker_employer'));
      // the new person's language: as chosen, else the language of the console that adds them (their mail's)
      const chosen = str(input['language']);
      if (chosen && !(LOCALES as readonly string[]).includes(chosen)) throw new ProductError(400, msg('error.staff.language'), { language: productField('validation_invalid_value', msg('error.staff.language')) });
      const header = req.headers['accept-language'];
      const locale = chosen ? (chosen as Locale) : requestLocale(req.auth, Array.isArray(header) ? header.join(',') : header);
      let res;
      try {
        res = await addStaff(core, {
          kind, email: str(input['email']).trim().toLowerCase(), name: str(input['name']), organisation: str(input['organisation']) || undefined,
          language: chosen ? locale : undefined,
        });
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError(400, (err as Error).message.replace(/^./, (c) => c.toUpperCase()) + '.');
      }
      const meta = core.settings.get().meta;
      let mail: MailOutcome | 'not_requested' = 'not_requested';
      if (res.link) {
        const link = res.link;
        const name = str(res.user.data.name);
        const hello = name ? t(locale, 'mail.hello_named', { name }) : t(locale, 'mail.hello');
        const lead = t(locale, 'mail.staff_welcome.lead');
        const open = t(locale, 'mail.staff_welcome.open');
        mail = await sendWithOutcome(
          core.mailer,
          {
            from: { name: meta.senderName, address: meta.senderAddress },
            to: [{ address: res.user.data.email }],
            subject: t(locale, 'mail.staff_welcome.subject'),
            text: `${hello}\n\n${lead}\n\n${open}: ${link}\n`,
            html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
          },
          'welcome mail',
        );
      }
      return { user: recordToJSON(res.user, { forceEmail: true }), record: recordToJSON(res.record), link: res.link ?? '', mail };
    });
  };
}
