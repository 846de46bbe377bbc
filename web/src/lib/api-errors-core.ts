/**
 * User-facing messages for record-store errors (spec §8): the part the first load needs (sign-in screen,
 * error page). Status and action sentences, mail off, the sign-up duplicate; per-field sentences take the
 * few codes sign-in meets here and the full table in api-errors.ts (which every other screen imports).
 * Raw server text ("Failed to create record.", "Value must be unique.", the SMTP configuration hint) is
 * never shown to people; the operator (a superuser session) alone sees the mail configuration hint.
 */
import { ClientResponseError } from 'pocketbase';
import { t } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-id';
import { readSession } from './session';

// The sentences are in the catalogs (i18n/catalogs, decision 0057); these read them in the active language.
export const genericErrorMessage = (): string => t('error.generic');
export const abortedMessage = (): string => t('error.aborted');
/** What people see when the server cannot send mail (SMTP off). */
export const mailOffMessage = (): string => t('error.mailOff');
/** The store's own hint (server/src/app/settings-mailer.ts SMTP_DISABLED_MESSAGE), for the operator only. */
export const SMTP_DISABLED_MESSAGE = 'The mail server is not configured. Enable SMTP in the settings to send emails.';
export const duplicateEmailMessage = (): string => t('error.duplicateEmail');
/**
 * After a sign-up whose new password does not sign in: the server answers a taken address as it
 * answers a new one and mails its owner (issue 26), so the screen says the same neutral sentence.
 */

/** thrown by the sign-up actions when the new account's password does not sign in */
export class CheckInboxError extends Error {
  constructor() {
    super(t('error.checkInbox'));
    this.name = 'CheckInboxError';
  }
}

/** What the person was doing when the error happened (chooses the sentence). */
export type ErrorAction =
  | 'signIn'
  | 'signUp'
  | 'requestReset'
  | 'confirmReset'
  | 'requestVerification'
  | 'confirmVerification'
  | 'requestOtp'
  | 'signInOtp'
  | 'oauth'
  | 'changeEmail'
  | 'changePassword'
  | 'saveProfile'
  | 'uploadAvatar'
  | 'saveOnboarding'
  | 'saveCoverage'
  | 'sendMessage'
  | 'load'
  | 'save';

/** What "We couldn't …" says per action (a catalog id); the first load knows the sign-in ones (api-errors.ts has all). */
export type Verbs = Partial<Record<ErrorAction, MessageId>>;

const SIGN_IN_VERBS: Verbs = {
  signIn: 'error.verb.signIn',
  requestOtp: 'error.verb.requestOtp',
  signInOtp: 'error.verb.signInOtp',
  oauth: 'error.verb.oauth',
  load: 'error.verb.load',
};

export interface ErrorLink {
  label: string;
  to: string;
}

export interface DescribedError {
  /** one sentence with the next step */
  message: string;
  /** per-field sentences, keyed by the record field */
  fields: Record<string, string>;
  /** where to go next (e.g. sign in, reset the password) */
  links: ErrorLink[];
}

export interface DescribeOptions {
  /** a superuser session: sees the server's configuration hints (defaults to the current session) */
  operator?: boolean;
}

const signInLink = (): ErrorLink => ({ label: t('error.linkSignIn'), to: '/login' });
const resetLink = (): ErrorLink => ({ label: t('error.linkReset'), to: '/auth/reset' });

function localhostHint(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    if (host === 'localhost') {
      return t('error.localhost');
    }
  } catch {
    // not a URL
  }
  return null;
}

function rawFields(error: ClientResponseError): Record<string, { code: string; message: string }> {
  const data: unknown = error.response?.data;
  const out: Record<string, { code: string; message: string }> = {};
  if (data === null || typeof data !== 'object') return out;
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || typeof value !== 'object') continue;
    const { code, message } = value as { code?: unknown; message?: unknown };
    out[field] = { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
  }
  return out;
}

function isMailOff(message: string): boolean {
  return message === SMTP_DISABLED_MESSAGE || /mail server is not configured|enable smtp/i.test(message);
}

function operatorSession(): boolean {
  try {
    return readSession().isSuperuser;
  } catch {
    return false;
  }
}

/** `field`: the first field's sentence, when the store named fields (screens show it even where they mark no field). */
function statusSentence(status: number, action: ErrorAction, verb: string, field: string | undefined): string {
  if ((action === 'signIn' || action === 'signInOtp') && (status === 400 || status === 401)) {
    return action === 'signIn' ? t('error.wrongPassword') : t('error.wrongCode');
  }
  if ((action === 'confirmReset' || action === 'confirmVerification') && status === 400 && field === undefined) {
    return t('error.linkExpired');
  }
  switch (status) {
    case 400:
      return t('error.couldNot', { verb, detail: field ?? t('error.checkEntered') });
    case 401:
      return t('error.sessionEnded');
    case 403:
      return action === 'load' ? t('error.noAccess') : t('error.noPermission', { verb });
    case 404:
      return t('error.notFound');
    case 413:
      return t('error.tooLarge');
    case 429:
      // a password sign-in that waits (per account or per address) has a way out now: the reset
      return action === 'signIn' ? t('error.tooManySignIns') : t('error.tooMany');
  }
  return status >= 500 ? t('error.server', { verb }) : genericErrorMessage();
}

/**
 * The sentence for one field error. `message` is the server's own text for the field: shown only for
 * Covey's product codes (set by its hooks, written for people), never for the record store's codes.
 */
export type FieldSentence = (field: string, code: string, action: ErrorAction, message?: string) => string;

/** The few field codes the sign-in screen meets (the full table is in api-errors.ts). */
const basicFieldSentence: FieldSentence = (field, code) => {
  const isEmail = field === 'email' || field === 'newEmail' || field === 'identity';
  if (code === 'validation_required' || code === 'validation_empty') {
    if (isEmail) return t('validation.emailRequired');
    return field.startsWith('password') ? t('validation.password') : t('validation.required');
  }
  if (code === 'validation_is_email' || code === 'validation_invalid_email') return t('validation.email');
  return t('validation.check');
};

export function describeError(
  error: unknown,
  action: ErrorAction = 'save',
  options: DescribeOptions = {},
  fieldSentence: FieldSentence = basicFieldSentence,
  verbs: Verbs = SIGN_IN_VERBS,
): DescribedError {
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return { message: abortedMessage(), fields: {}, links: [] };
    if (error.status === 0) {
      return {
        message: localhostHint(error.url) ?? t('error.unreachable'),
        fields: {},
        links: [],
      };
    }
    const serverMessage = typeof error.response?.message === 'string' ? (error.response.message as string) : '';
    if (isMailOff(serverMessage)) {
      const operator = options.operator ?? operatorSession();
      return { message: operator ? SMTP_DISABLED_MESSAGE : mailOffMessage(), fields: {}, links: [] };
    }
    const codes = rawFields(error);
    const fields: Record<string, string> = {};
    for (const [field, { code, message }] of Object.entries(codes)) fields[field] = fieldSentence(field, code, action, message);
    if (action === 'signUp' && codes.email?.code === 'validation_not_unique') {
      return { message: duplicateEmailMessage(), fields, links: [signInLink(), resetLink()] };
    }
    const message = statusSentence(error.status, action, t(verbs[action] ?? 'error.verb.other'), Object.values(fields)[0]);
    const links =
      error.status === 401 && action !== 'signIn'
        ? [signInLink()]
        : action === 'signIn' && (error.status < 402 || error.status === 429)
          ? [resetLink()]
          : [];
    return { message, fields, links };
  }
  if (error instanceof CheckInboxError) return { message: t('error.checkInbox'), fields: {}, links: [signInLink(), resetLink()] };
  if (error instanceof TypeError) return { message: genericErrorMessage(), fields: {}, links: [] };
  // errors the app throws itself carry sentences written for people
  if (error instanceof Error && error.message) return { message: error.message, fields: {}, links: [] };
  return { message: genericErrorMessage(), fields: {}, links: [] };
}

export function errorMessage(error: unknown, action: ErrorAction = 'load'): string {
  return describeError(error, action).message;
}

/** The store's own top-level message (for code that must tell rule refusals apart; never shown as is). */
export function serverMessage(error: unknown): string {
  return error instanceof ClientResponseError && typeof error.response?.message === 'string' ? error.response.message : '';
}

export function errorStatus(error: unknown): number {
  return error instanceof ClientResponseError ? error.status : 0;
}
