import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText } from '../util/html-text.js';
import { DEFAULT_TEMPLATES, isTemplateKind, renderEmail, renderPlaceholders } from './templates.js';

const params = { appName: 'Covey', appURL: 'https://covey.example/', token: 'tok.en', otp: '12345678', otpId: 'otp1' };

describe('default templates', () => {
  it.each([
    ['verification', 'Verify your Covey email', 'https://covey.example/_/#/auth/confirm-verification/tok.en'],
    ['password-reset', 'Reset your Covey password', 'https://covey.example/_/#/auth/confirm-password-reset/tok.en'],
    ['email-change', 'Confirm your Covey new email address', 'https://covey.example/_/#/auth/confirm-email-change/tok.en'],
  ] as const)('%s renders subject and action link', (kind, subject, link) => {
    const out = renderEmail(kind, params);
    expect(out.subject).toBe(subject);
    expect(out.html).toContain(`href="${link}"`);
    expect(out.html).toContain('Covey team');
    expect(out.html).toMatch(/^<!DOCTYPE html>/);
    expect(out.text).toContain(link);
  });

  it('otp and login alert', () => {
    expect(renderEmail('otp', params).subject).toBe('OTP for Covey');
    expect(renderEmail('otp', params).html).toContain('<strong>12345678</strong>');
    const alert = renderEmail('login-alert', { ...params, alertInfo: '2024-01-01 - 1.2.3.4 <script>' });
    expect(alert.subject).toBe('Login from a new location');
    expect(alert.html).toContain('<em>2024-01-01 - 1.2.3.4 &lt;script&gt;</em>');
  });

  it('keeps the PocketBase default body texts', () => {
    expect(DEFAULT_TEMPLATES.verification.body).toContain('<p>Thank you for joining us at {APP_NAME}.</p>');
    expect(DEFAULT_TEMPLATES['password-reset'].body).toContain("If you didn't ask to reset your password, you can ignore this email.");
    expect(isTemplateKind('otp')).toBe(true);
    expect(isTemplateKind('toString')).toBe(false);
  });
});

describe('renderPlaceholders', () => {
  const record = { name: '<b>Ann</b> & co', age: 42, verified: true, tags: ['a', 'b'], missing: null };
  it('escapes record values in HTML and leaves subjects raw', () => {
    const tpl = '{RECORD:name}|{RECORD:age}|{RECORD:verified}|{RECORD:tags}|{RECORD:missing}|{RECORD:nope}|{OTP_ID}';
    expect(renderPlaceholders(tpl, { ...params, record }, { html: true })).toBe(
      '&lt;b&gt;Ann&lt;/b&gt; &amp; co|42|true|[&quot;a&quot;,&quot;b&quot;]|||otp1',
    );
    expect(renderPlaceholders('Hi {RECORD:name}', { ...params, record }, { html: false })).toBe('Hi <b>Ann</b> & co');
    expect(renderPlaceholders('x {RECORD:name}', { ...params, record: { name: 'a\r\nBcc: b' } }, { html: false })).toBe('x a Bcc: b');
  });
  it('leaves unsupplied placeholders and unknown braces alone', () => {
    expect(renderPlaceholders('{TOKEN} {FOO} {ALERT_INFO}', { appName: 'A', appURL: 'u' }, { html: true })).toBe('{TOKEN} {FOO} {ALERT_INFO}');
  });
  it('rejects malformed templates with a clear error', () => {
    expect(() => renderEmail({ subject: 1 } as never, params)).toThrow(/malformed/);
    expect(() => renderEmail('nope' as never, params)).toThrow(/unknown/);
  });
});

describe('helpers', () => {
  it('escapeHtml and htmlToText', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(htmlToText('<style>p{}</style><p>Hi &amp; bye</p><p><a href="http://x">Go</a></p>', { links: true })).toBe('Hi & bye\n\nGo (http://x)');
  });
});
