/** `email`: an email address, optionally restricted by domain. */
import type { FieldType } from './field.js';
import { isRequired, requiredError, toStr, unsupportedTypeError, verr } from './field-common.js';
import { domainAllowed, domainOptionErrors, isEmail } from './domain-rules.js';

export const emailField: FieldType = {
  type: 'email',
  defaultOptions: () => ({ help: '', exceptDomains: null, onlyDomains: null, required: false }),
  validateOptions: (def) => domainOptionErrors(def),
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: () => '',
  normalize: (_def, raw) => toStr(raw),
  validate(def, value) {
    if (typeof value !== 'string') return unsupportedTypeError();
    if (value === '') return isRequired(def) ? requiredError() : null;
    if (!isEmail(value)) return verr('validation_is_email', 'Must be a valid email address.');
    const domain = value.slice(value.lastIndexOf('@') + 1);
    if (!domainAllowed(def, domain)) {
      return verr('validation_email_domain_not_allowed', 'Email domain is not allowed.');
    }
    return null;
  },
  fromDb: (_def, v) => (v === null || v === undefined ? '' : String(v)),
  toDb: (_def, v) => toStr(v),
  toJSON: (_def, v) => toStr(v),
};
