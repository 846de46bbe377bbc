/**
 * Default email templates of a new auth collection. The texts live with the mail module
 * (mail/templates.ts); this adapter shapes them as collection options.
 */
import type { EmailTemplate } from './collection.js';

export interface AuthTemplates {
  verification: EmailTemplate;
  resetPassword: EmailTemplate;
  confirmEmailChange: EmailTemplate;
  otp: EmailTemplate;
  authAlert: EmailTemplate;
}

const action = (intro: string, path: string, label: string) =>
  `<p>Hello,</p>\n<p>${intro}</p>\n<p>\n  <a class="btn" href="{APP_URL}/_/#/auth/${path}/{TOKEN}" target="_blank" rel="noopener">${label}</a>\n</p>\n<p>\n  Thanks,<br/>\n  {APP_NAME} team\n</p>`;

export function defaultAuthTemplates(): AuthTemplates {
  return {
    verification: {
      subject: 'Verify your {APP_NAME} email',
      body: action('Thank you for joining us at {APP_NAME}.</p>\n<p>Click on the button below to verify your email address.', 'confirm-verification', 'Verify'),
    },
    resetPassword: {
      subject: 'Reset your {APP_NAME} password',
      body: action('Click on the button below to reset your password.', 'confirm-password-reset', 'Reset password'),
    },
    confirmEmailChange: {
      subject: 'Confirm your {APP_NAME} new email address',
      body: action('Click on the button below to confirm your new email address.', 'confirm-email-change', 'Confirm new email'),
    },
    otp: {
      subject: 'OTP for {APP_NAME}',
      body: '<p>Hello,</p>\n<p>Your one-time password is: <strong>{OTP}</strong></p>\n<p><i>If you didn\'t ask for the one-time password, you can ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  {APP_NAME} team\n</p>',
    },
    authAlert: {
      subject: 'Login from a new location',
      body: '<p>Hello,</p>\n<p>We noticed a login to your {APP_NAME} account from a new location:</p>\n<p><em>{ALERT_INFO}</em></p>\n<p><strong>If this wasn\'t you, you should immediately change your {APP_NAME} account password to revoke access from all other locations.</strong></p>\n<p>If this was you, you may disregard this email.</p>\n<p>\n  Thanks,<br/>\n  {APP_NAME} team\n</p>',
    },
  };
}
