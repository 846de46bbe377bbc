/**
 * User-facing messages for record-store errors (spec §8), in one place: the store's error codes become
 * sentences per field and per action, with the next step. Raw server text ("Failed to create record.",
 * "Value must be unique.", the SMTP configuration hint) is never shown to people; the operator (a
 * superuser session) alone sees the mail configuration hint.
 */
import { ClientResponseError } from 'pocketbase';
import { readSession } from './session';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong while processing your request.';
export const ABORTED_MESSAGE = 'The request was cancelled (it was autocancelled).';
/** What people see when the server cannot send mail (SMTP off). */
export const MAIL_OFF_MESSAGE = "Email isn't set up on this Covey server yet — ask your administrator.";
/** The store's own hint (server/src/app/settings-mailer.ts SMTP_DISABLED_MESSAGE), for the operator only. */
export const SMTP_DISABLED_MESSAGE = 'The mail server is not configured. Enable SMTP in the settings to send emails.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists — sign in or reset your password.';

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

const VERB: Record<ErrorAction, string> = {
  signIn: 'sign you in',
  signUp: 'create your account',
  requestReset: 'send the reset link',
  confirmReset: 'change your password',
  requestVerification: 'send the confirmation email',
  confirmVerification: 'confirm your email',
  requestOtp: 'send the code',
  signInOtp: 'sign you in with that code',
  oauth: 'sign you in with that provider',
  changeEmail: 'change your email',
  changePassword: 'change your password',
  saveProfile: 'save your profile',
  uploadAvatar: 'save the photo',
  saveOnboarding: 'save this step',
  saveCoverage: 'save the insurance card',
  sendMessage: 'send your message',
  load: 'load this',
  save: 'save your changes',
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

const SIGN_IN_LINK: ErrorLink = { label: 'Sign in', to: '/login' };
const RESET_LINK: ErrorLink = { label: 'Reset your password', to: '/auth/reset' };

export function localhostHint(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    if (host === 'localhost') {
      return 'Failed to connect to the server. Try changing the address from localhost to 127.0.0.1.';
    }
  } catch {
    // not a URL
  }
  return null;
}

/** The sentence for one field error code, in the context of the action. */
export function fieldSentence(field: string, code: string, action: ErrorAction): string {
  const isEmail = field === 'email' || field === 'newEmail' || field === 'identity';
  const isPassword = field === 'password' || field === 'passwordConfirm' || field === 'oldPassword';
  switch (code) {
    case 'validation_not_unique':
      if (isEmail) {
        return action === 'signUp'
          ? 'An account with this email already exists.'
          : 'Another account already uses this email.';
      }
      return 'This is already in use. Choose another.';
    case 'validation_required':
    case 'validation_empty':
      return isEmail ? 'Enter your email address.' : isPassword ? 'Enter your password.' : 'Fill in this field.';
    case 'validation_is_email':
    case 'validation_invalid_email':
    case 'validation_email_domain_not_allowed':
      return 'Enter a valid email address.';
    case 'validation_values_mismatch':
      return 'The passwords do not match.';
    case 'validation_invalid_old_password':
      return 'Your current password is not correct.';
    case 'validation_min_text_constraint':
    case 'validation_length_out_of_range':
      return isPassword ? 'Use at least 8 characters.' : 'This is too short or too long.';
    case 'validation_max_text_constraint':
    case 'validation_length_too_long':
    case 'validation_json_size_limit':
      return 'This is too long. Shorten it and try again.';
    case 'validation_invalid_token':
    case 'validation_invalid_token_claims':
    case 'validation_token_collection_mismatch':
    case 'validation_token_email_mismatch':
      return 'This link is invalid or has expired. Ask for a new one.';
    case 'validation_invalid_mime_type':
    case 'validation_invalid_file':
    case 'validation_invalid_file_name':
      return "This type of file isn't accepted. Choose a photo or a PDF.";
    case 'validation_file_size_limit':
    case 'validation_content_size_limit':
      return 'This file is too large. Choose a smaller one.';
    case 'validation_too_many_files':
      return 'Too many files. Remove one and try again.';
    case 'validation_missing_rel_records':
      return "The item you picked no longer exists or isn't shared with you. Choose another.";
    case 'validation_invalid_value':
    case 'validation_in_invalid':
    case 'validation_not_in_invalid':
      return 'Choose one of the options offered.';
    case 'validation_invalid_date':
    case 'validation_date_out_of_range':
    case 'validation_invalid_format':
      return 'Check the format of this value.';
    case 'validation_not_a_number':
    case 'validation_only_int_constraint':
    case 'validation_min_number_constraint':
    case 'validation_max_number_constraint':
      return 'Enter a number in the allowed range.';
    case 'validation_is_url':
    case 'validation_invalid_url':
      return 'Enter a full web address (https://…).';
    default:
      return 'Check this field.';
  }
}

function rawFields(error: ClientResponseError): Record<string, string> {
  const data: unknown = error.response?.data;
  const out: Record<string, string> = {};
  if (data === null || typeof data !== 'object') return out;
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || typeof value !== 'object') continue;
    const code = (value as { code?: unknown }).code;
    out[field] = typeof code === 'string' ? code : '';
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

function statusSentence(status: number, action: ErrorAction, hasFields: boolean): DescribedError {
  const verb = VERB[action];
  const none: ErrorLink[] = [];
  if ((action === 'signIn' || action === 'signInOtp') && (status === 400 || status === 401)) {
    return {
      message:
        action === 'signIn'
          ? 'The email or password is not correct. Try again, or reset your password.'
          : 'That code is not correct or has expired. Ask for a new one.',
      fields: {},
      links: action === 'signIn' ? [RESET_LINK] : none,
    };
  }
  if ((action === 'confirmReset' || action === 'confirmVerification') && status === 400 && !hasFields) {
    return { message: 'This link is invalid or has expired. Ask for a new one.', fields: {}, links: none };
  }
  if (status === 400) {
    return {
      message: hasFields
        ? `We couldn't ${verb}. Check the fields marked below.`
        : `We couldn't ${verb}. Check what you entered and try again.`,
      fields: {},
      links: none,
    };
  }
  if (status === 401) return { message: 'Your session has ended. Sign in again.', fields: {}, links: [SIGN_IN_LINK] };
  if (status === 403) {
    return {
      message: action === 'load' ? "You don't have access to this." : `You don't have permission to ${verb}.`,
      fields: {},
      links: none,
    };
  }
  if (status === 404) {
    return {
      message: "We couldn't find this. It may have been removed or isn't shared with you.",
      fields: {},
      links: none,
    };
  }
  if (status === 413) return { message: 'This file is too large. Choose a smaller one.', fields: {}, links: none };
  if (status === 429) {
    return { message: 'Too many attempts in a short time. Wait a minute, then try again.', fields: {}, links: none };
  }
  if (status >= 500) {
    return {
      message: `Something went wrong on our side, so we couldn't ${verb}. Try again in a moment.`,
      fields: {},
      links: none,
    };
  }
  return { message: GENERIC_ERROR_MESSAGE, fields: {}, links: none };
}

/** The whole description of an error: a sentence, per-field sentences and links to the next step. */
export function describeError(
  error: unknown,
  action: ErrorAction = 'save',
  options: DescribeOptions = {},
): DescribedError {
  if (error instanceof ClientResponseError) {
    if (error.isAbort) return { message: ABORTED_MESSAGE, fields: {}, links: [] };
    if (error.status === 0) {
      return {
        message: localhostHint(error.url) ?? 'Could not reach the server. Check your connection and try again.',
        fields: {},
        links: [],
      };
    }
    const serverMessage = typeof error.response?.message === 'string' ? (error.response.message as string) : '';
    if (isMailOff(serverMessage)) {
      const operator = options.operator ?? operatorSession();
      return { message: operator ? SMTP_DISABLED_MESSAGE : MAIL_OFF_MESSAGE, fields: {}, links: [] };
    }
    const codes = rawFields(error);
    const fields: Record<string, string> = {};
    for (const [field, code] of Object.entries(codes)) fields[field] = fieldSentence(field, code, action);
    if (action === 'signUp' && codes.email === 'validation_not_unique') {
      return { message: DUPLICATE_EMAIL_MESSAGE, fields, links: [SIGN_IN_LINK, RESET_LINK] };
    }
    const described = statusSentence(error.status, action, Object.keys(fields).length > 0);
    return { ...described, fields };
  }
  if (error instanceof TypeError) return { message: GENERIC_ERROR_MESSAGE, fields: {}, links: [] };
  // errors the app throws itself carry sentences written for people
  if (error instanceof Error && error.message) return { message: error.message, fields: {}, links: [] };
  return { message: GENERIC_ERROR_MESSAGE, fields: {}, links: [] };
}

export function errorMessage(error: unknown, action: ErrorAction = 'load'): string {
  return describeError(error, action).message;
}

/** Field-level sentences from the error envelope `{data: {field: {code, message}}}`. */
export function fieldErrors(error: unknown, action: ErrorAction = 'save'): Record<string, string> {
  return describeError(error, action).fields;
}

export function errorStatus(error: unknown): number {
  return error instanceof ClientResponseError ? error.status : 0;
}
