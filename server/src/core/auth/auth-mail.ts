/**
 * Auth emails (contract §6.10): renders the auth collection's template with the settings `meta`
 * (links are built only from `meta.appURL`, never from request headers) and sends it through the
 * app's mailer, in the background: a failure is logged, never surfaced to the requester (that
 * would reveal whether the address is known).
 */
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../core-app.js';
import type { AuthCollection, EmailTemplate } from '../collections/collection.js';
import type { RecordModel } from '../records/record.js';
import { recordToJSON } from '../records/record-json.js';
import { DEFAULT_TEMPLATES, renderEmail, type TemplateKind, type TemplateParams } from '../../mail/templates.js';
import { defaultAuthTemplates } from '../collections/auth-templates.js';

export type AuthMailKind = Exclude<TemplateKind, never>;

/** the collection's own template for `kind` when it has a subject and a body, else the default's kind */
export function templateFor(c: AuthCollection, kind: AuthMailKind): EmailTemplate | AuthMailKind {
  const tpl = collectionTemplate(c, kind);
  return tpl && typeof tpl.subject === 'string' && typeof tpl.body === 'string' && tpl.subject && tpl.body ? tpl : kind;
}

function collectionTemplate(c: AuthCollection, kind: AuthMailKind): EmailTemplate | undefined {
  const tpl: EmailTemplate | undefined = {
    verification: c.verificationTemplate,
    'password-reset': c.resetPasswordTemplate,
    'email-change': c.confirmEmailChangeTemplate,
    otp: c.otp?.emailTemplate,
    'login-alert': c.authAlert?.emailTemplate,
  }[kind];
  return tpl;
}

/** the template to render: the collection's, unless an `authMailSend` handler replaced it */
async function chosenTemplate(app: CoreApp, record: RecordModel, kind: AuthMailKind): Promise<EmailTemplate | AuthMailKind> {
  const own = templateFor(record.collection as AuthCollection, kind);
  const base = typeof own === 'string' ? DEFAULT_TEMPLATES[own] : own;
  const fallback = typeof own === 'string' ? DEFAULT_TEMPLATES[own] : DEFAULT_TEMPLATES[kind];
  const builtIn = defaultAuthTemplates();
  const defaults: Record<AuthMailKind, EmailTemplate> = {
    verification: builtIn.verification,
    'password-reset': builtIn.resetPassword,
    'email-change': builtIn.confirmEmailChange,
    otp: builtIn.otp,
    'login-alert': builtIn.authAlert,
  };
  const isDefault =
    typeof own === 'string' ||
    (base.subject === defaults[kind].subject && base.body === defaults[kind].body) ||
    (base.subject === fallback.subject && base.body === fallback.body);
  const event = { record, kind, isDefault, template: { subject: base.subject, body: base.body } };
  await app.hooks.authMailSend.trigger(event);
  return event.template.subject === base.subject && event.template.body === base.body ? own : event.template;
}

export const mailConfigured = (app: CoreApp): boolean => app.settings.get().smtp.enabled;

/** the flows that need mail refuse clearly (and the same way for every identity) when SMTP is off */
export function assertMailConfigured(app: CoreApp): void {
  if (!mailConfigured(app)) {
    console.error('auth: an email flow was requested but SMTP is not enabled (PATCH /api/settings smtp.enabled)');
    throw new ApiError(400, 'The mail server is not configured. Enable SMTP in the settings to use this action.');
  }
}

export interface AuthMailParams {
  token?: string;
  otp?: string;
  otpId?: string;
  alertInfo?: string;
}

async function sendAuthMail(app: CoreApp, record: RecordModel, kind: AuthMailKind, to: string, extra: AuthMailParams = {}): Promise<void> {
  const meta = app.settings.get().meta;
  const params: TemplateParams = {
    appName: meta.appName,
    appURL: meta.appURL,
    ...extra,
    record: recordToJSON(record, { forceEmail: true }),
  };
  const out = renderEmail(await chosenTemplate(app, record, kind), params);
  await app.mailer.send({
    from: { name: meta.senderName, address: meta.senderAddress },
    to: [{ address: to }],
    subject: out.subject,
    html: out.html,
    text: out.text,
  });
}

/** fire-and-forget send; failures are logged */
export function queueAuthMail(app: CoreApp, record: RecordModel, kind: AuthMailKind, to: string, extra: AuthMailParams = {}): void {
  void sendAuthMail(app, record, kind, to, extra).catch((err: unknown) => {
    console.error(`auth: sending the ${kind} email failed:`, err instanceof Error ? err.message : err);
  });
}
