/**
 * User-facing messages for record-store errors (spec §8), in one place: the store's error codes become
 * sentences per field and per action, with the next step (api-errors-core.ts holds the status and action
 * sentences the first load needs). Raw server text is never shown to people.
 */
import {
  describeError as describeWith,
  type DescribeOptions,
  type DescribedError,
  type ErrorAction,
  type Verbs,
} from './api-errors-core';
import { t } from '../i18n/i18n';

const VERBS: Verbs = {
  signIn: 'error.verb.signIn',
  signUp: 'error.verb.signUp',
  requestReset: 'error.verb.requestReset',
  confirmReset: 'error.verb.confirmReset',
  requestVerification: 'error.verb.requestVerification',
  confirmVerification: 'error.verb.confirmVerification',
  requestOtp: 'error.verb.requestOtp',
  signInOtp: 'error.verb.signInOtp',
  oauth: 'error.verb.oauth',
  changeEmail: 'error.verb.changeEmail',
  changePassword: 'error.verb.changePassword',
  saveProfile: 'error.verb.saveProfile',
  uploadAvatar: 'error.verb.uploadAvatar',
  saveOnboarding: 'error.verb.saveOnboarding',
  saveCoverage: 'error.verb.saveCoverage',
  sendMessage: 'error.verb.sendMessage',
  load: 'error.verb.load',
  save: 'error.verb.save',
};

export {
  abortedMessage,
  duplicateEmailMessage,
  genericErrorMessage,
  mailOffMessage,
  SMTP_DISABLED_MESSAGE,
  errorStatus,
  serverMessage,
  type DescribeOptions,
  type DescribedError,
  type ErrorAction,
} from './api-errors-core';

/**
 * Codes the record store itself answers with (PocketBase's): their server text is technical, so each gets
 * a sentence here. Any other code comes from Covey's own hooks, whose field messages are written for the
 * people who read them ("That time was just taken — pick another."), and is shown as the server wrote it.
 */
const STORE_CODE = /^validation_(required|empty|not_unique|is_email|invalid_email|email_domain_not_allowed|values_mismatch|invalid_old_password|min_text_constraint|max_text_constraint|length_out_of_range|length_too_long|json_size_limit|invalid_token|invalid_token_claims|token_collection_mismatch|token_email_mismatch|invalid_mime_type|invalid_file|invalid_file_name|file_size_limit|content_size_limit|too_many_files|missing_rel_records|invalid_value|in_invalid|not_in_invalid|invalid_date|date_out_of_range|invalid_format|not_a_number|only_int_constraint|min_number_constraint|max_number_constraint|is_url|invalid_url|match_invalid|pk_change|reserved_field_name|nil_or_not_empty|no_less_than|no_greater_than|invalid_json|nil_or_empty)$/;

/** The sentence for one field error code, in the context of the action. */
function fieldSentence(field: string, code: string, action: ErrorAction, message = ''): string {
  if (message && code && !STORE_CODE.test(code)) return message;
  const isEmail = field === 'email' || field === 'newEmail' || field === 'identity';
  const isPassword = field === 'password' || field === 'passwordConfirm' || field === 'oldPassword';
  switch (code) {
    case 'validation_not_unique':
      if (isEmail) {
        return action === 'signUp'
          ? t('field.emailTaken')
          : t('field.emailUsed');
      }
      return t('field.notUnique');
    case 'validation_required':
    case 'validation_empty':
      return t(isEmail ? 'validation.emailRequired' : isPassword ? 'validation.password' : 'validation.required');
    case 'validation_is_email':
    case 'validation_invalid_email':
    case 'validation_email_domain_not_allowed':
      return t('validation.email');
    case 'validation_values_mismatch':
      return t('field.passwordMismatch');
    case 'validation_invalid_old_password':
      return t('field.oldPassword');
    case 'validation_min_text_constraint':
    case 'validation_length_out_of_range':
      return isPassword ? t('validation.passwordLength', { min: 8 }) : t('field.length');
    case 'validation_max_text_constraint':
    case 'validation_length_too_long':
    case 'validation_json_size_limit':
      return t('field.tooLong');
    case 'validation_invalid_token':
    case 'validation_invalid_token_claims':
    case 'validation_token_collection_mismatch':
    case 'validation_token_email_mismatch':
      return t('error.linkExpired');
    case 'validation_invalid_mime_type':
    case 'validation_invalid_file':
    case 'validation_invalid_file_name':
      return t('field.fileType');
    case 'validation_file_size_limit':
    case 'validation_content_size_limit':
      return t('error.tooLarge');
    case 'validation_too_many_files':
      return t('field.tooManyFiles');
    case 'validation_missing_rel_records':
      return t('field.missingRel');
    case 'validation_invalid_value':
    case 'validation_in_invalid':
    case 'validation_not_in_invalid':
      return t('field.invalidValue');
    case 'validation_invalid_date':
    case 'validation_date_out_of_range':
    case 'validation_invalid_format':
      return t('field.format');
    case 'validation_not_a_number':
    case 'validation_only_int_constraint':
    case 'validation_min_number_constraint':
    case 'validation_max_number_constraint':
      return t('field.number');
    case 'validation_is_url':
    case 'validation_invalid_url':
      return t('field.url');
    default:
      return t('validation.check');
  }
}

/** The whole description of an error: a sentence, per-field sentences and links to the next step. */
export function describeError(
  error: unknown,
  action: ErrorAction = 'save',
  options: DescribeOptions = {},
): DescribedError {
  return describeWith(error, action, options, fieldSentence, VERBS);
}

export function errorMessage(error: unknown, action: ErrorAction = 'load'): string {
  return describeError(error, action).message;
}

/** Field-level sentences from the error envelope `{data: {field: {code, message}}}`. */
export function fieldErrors(error: unknown, action: ErrorAction = 'save'): Record<string, string> {
  return describeError(error, action).fields;
}
