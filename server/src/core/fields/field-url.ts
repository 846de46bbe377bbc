/** `url`: an http(s)/ftp/ws… url (scheme optional), optionally restricted by host. */
import type { FieldType } from './field.js';
import { isRequired, requiredError, toStr, unsupportedTypeError, verr } from './field-common.js';
import { domainAllowed, domainOptionErrors, parseLooseUrl } from './domain-rules.js';

export const urlField: FieldType = {
  type: 'url',
  defaultOptions: () => ({ help: '', exceptDomains: null, onlyDomains: null, required: false }),
  validateOptions: (def) => domainOptionErrors(def),
  column: () => ({ kind: 'text', default: '' }),
  isMulti: () => false,
  emptyValue: () => '',
  normalize: (_def, raw) => toStr(raw),
  validate(def, value) {
    if (typeof value !== 'string') return unsupportedTypeError();
    if (value === '') return isRequired(def) ? requiredError() : null;
    const u = parseLooseUrl(value);
    if (!u) return verr('validation_invalid_url', 'Must be a valid url.');
    if (!domainAllowed(def, u.host)) return verr('validation_url_domain_not_allowed', 'Url domain is not allowed.');
    return null;
  },
  fromDb: (_def, v) => (v === null || v === undefined ? '' : String(v)),
  toDb: (_def, v) => toStr(v),
  toJSON: (_def, v) => toStr(v),
};
