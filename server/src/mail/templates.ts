/**
 * PocketBase's default auth email templates (same subjects and bodies, see contract §6.10), the
 * placeholder renderer and an HTML layout. Every value substituted into an HTML body is escaped.
 */
import { escapeHtml, htmlToText } from '../util/html-text.js';

export interface EmailTemplate {
  subject: string;
  body: string;
}

export type TemplateKind = 'verification' | 'password-reset' | 'email-change' | 'otp' | 'login-alert';

const signature = `<p>\n  Thanks,<br/>\n  {APP_NAME} team\n</p>`;
const button = (path: string, label: string) =>
  `<p>\n  <a class="btn" href="{APP_URL}/_/#/auth/${path}/{TOKEN}" target="_blank" rel="noopener">${label}</a>\n</p>`;

export const DEFAULT_TEMPLATES: Readonly<Record<TemplateKind, Readonly<EmailTemplate>>> = Object.freeze({
  verification: {
    subject: 'Verify your {APP_NAME} email',
    body: `<p>Hello,</p>\n<p>Thank you for joining us at {APP_NAME}.</p>\n<p>Click on the button below to verify your email address.</p>\n${button('confirm-verification', 'Verify')}\n${signature}`,
  },
  'password-reset': {
    subject: 'Reset your {APP_NAME} password',
    body: `<p>Hello,</p>\n<p>Click on the button below to reset your password.</p>\n${button('confirm-password-reset', 'Reset password')}\n<p><i>If you didn't ask to reset your password, you can ignore this email.</i></p>\n${signature}`,
  },
  'email-change': {
    subject: 'Confirm your {APP_NAME} new email address',
    body: `<p>Hello,</p>\n<p>Click on the button below to confirm your new email address.</p>\n${button('confirm-email-change', 'Confirm new email')}\n<p><i>If you didn't ask to change your email address, you can ignore this email.</i></p>\n${signature}`,
  },
  otp: {
    subject: 'OTP for {APP_NAME}',
    body: `<p>Hello,</p>\n<p>Your one-time password is: <strong>{OTP}</strong></p>\n<p><i>If you didn't ask for the one-time password, you can ignore this email.</i></p>\n${signature}`,
  },
  'login-alert': {
    subject: 'Login from a new location',
    body: `<p>Hello,</p>\n<p>We noticed a login to your {APP_NAME} account from a new location:</p>\n<p><em>{ALERT_INFO}</em></p>\n<p><strong>If this wasn't you, you should immediately change your {APP_NAME} account password to revoke access from all other locations.</strong></p>\n<p>If this was you, you may disregard this email.</p>\n${signature}`,
  },
});

export function isTemplateKind(v: unknown): v is TemplateKind {
  return typeof v === 'string' && Object.hasOwn(DEFAULT_TEMPLATES, v);
}

export interface TemplateParams {
  appName: string;
  appURL: string;
  token?: string;
  otp?: string;
  otpId?: string;
  alertInfo?: string;
  /** the auth record's visible fields (the caller leaves hidden fields out) for {RECORD:<field>} */
  record?: Record<string, unknown>;
}

function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * Replaces the placeholders in `text`. With `html: true` every substituted value is HTML-escaped
 * (numbers/booleans have nothing to escape); with `html: false` (subjects) values go in raw
 * with line breaks collapsed to spaces.
 */
export function renderPlaceholders(text: string, params: TemplateParams, opts: { html: boolean }): string {
  const clean = (v: unknown) => {
    const s = stringify(v);
    return opts.html ? escapeHtml(s) : s.replace(/[\r\n]+/g, ' ');
  };
  const fixed: Record<string, string | undefined> = {
    APP_NAME: params.appName,
    APP_URL: params.appURL.replace(/\/+$/, ''),
    TOKEN: params.token,
    OTP: params.otp,
    OTP_ID: params.otpId,
    ALERT_INFO: params.alertInfo,
  };
  return text.replace(/\{(APP_NAME|APP_URL|TOKEN|OTP_ID|OTP|ALERT_INFO|RECORD:([A-Za-z0-9_]+))\}/g, (whole, name: string, field?: string) => {
    if (field !== undefined) {
      return params.record && Object.hasOwn(params.record, field) ? clean(params.record[field]) : '';
    }
    const v = fixed[name];
    return v === undefined ? whole : clean(v);
  });
}

function wrapLayout(bodyHtml: string): string {
  return `<!DOCTYPE html>
<html>
<head>
  <meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
  <meta name="viewport" content="width=device-width,initial-scale=1" />
  <style>
    body, html { margin: 0; padding: 0; color: #16161a; background: #fff; font-size: 14px; line-height: 20px; font-family: Source Sans Pro, sans-serif, emoji; }
    body { padding: 20px 30px; }
    p { display: block; margin: 10px 0; }
    a { color: inherit; }
    .btn { display: inline-block; min-width: 150px; padding: 0 20px; margin: 5px 0; line-height: 40px; border-radius: 6px;
      text-align: center; font-weight: bold; color: #fff !important; background: #16161a !important; text-decoration: none !important; }
  </style>
</head>
<body>
${bodyHtml}
</body>
</html>`;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a template (or the default for `kind`) into subject, layout-wrapped HTML and plain text. */
export function renderEmail(template: EmailTemplate | TemplateKind, params: TemplateParams): RenderedEmail {
  const tpl = typeof template === 'string' ? DEFAULT_TEMPLATES[template] : template;
  if (!tpl || typeof tpl.subject !== 'string' || typeof tpl.body !== 'string') {
    throw new Error(`mail: unknown or malformed email template ${JSON.stringify(template)}`);
  }
  const body = renderPlaceholders(tpl.body, params, { html: true });
  return { subject: renderPlaceholders(tpl.subject, params, { html: false }), html: wrapLayout(body), text: htmlToText(body, { links: true }) };
}
