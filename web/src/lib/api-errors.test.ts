import { describe, it, expect } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import {
  abortedMessage,
  duplicateEmailMessage,
  genericErrorMessage,
  mailOffMessage,
  SMTP_DISABLED_MESSAGE,
  describeError,
  errorMessage,
  fieldErrors,
} from './api-errors';

const err = (data: Record<string, unknown>) => new ClientResponseError(data);
const fieldError = (status: number, message: string, data: Record<string, { code: string; message: string }>) =>
  err({ status, response: { status, message, data } });

describe('errorMessage', () => {
  it.each([
    ['no message', err({ status: 500, response: {} }), /Something went wrong on our side/],
    ['aborted', err({ isAbort: true }), abortedMessage()],
    ['localhost', err({ url: 'http://localhost:8090/api/x', status: 0 }), /localhost to 127\.0\.0\.1/],
    ['offline', err({ url: 'http://10.0.0.1/api/x', status: 0 }), /Could not reach the server/],
    [
      'forbidden',
      err({ status: 403, response: { message: 'Only superusers can perform this action.' } }),
      "You don't have access to this.",
    ],
    [
      'not found',
      err({ status: 404, response: { message: "The requested resource wasn't found." } }),
      /couldn't find this/,
    ],
    ['rate limited', err({ status: 429, response: { message: 'Too Many Requests.' } }), /Wait a minute/],
    ['app error', new Error('Choose a person first.'), 'Choose a person first.'],
    ['network TypeError', new TypeError('Failed to fetch'), genericErrorMessage()],
    ['unknown', 42, genericErrorMessage()],
  ])('%s', (_n, e, expected) => {
    if (expected instanceof RegExp) expect(errorMessage(e)).toMatch(expected);
    else expect(errorMessage(e)).toBe(expected);
  });

  it('never shows raw server text', () => {
    const raw = ['Failed to create record.', 'Failed to authenticate.', 'Value must be unique.', 'Something odd.'];
    const e = fieldError(400, 'Failed to create record.', {
      email: { code: 'validation_not_unique', message: 'Value must be unique.' },
    });
    const d = describeError(e, 'saveProfile');
    for (const text of raw) {
      expect(d.message).not.toContain(text);
      expect(Object.values(d.fields).join(' ')).not.toContain(text);
    }
    expect(d.message).toBe("We couldn't save your profile. Another account already uses this email.");
    expect(errorMessage(err({ status: 400, response: { message: 'Something odd.' } }), 'sendMessage')).toBe(
      "We couldn't send your message. Check what you entered and try again.",
    );
  });
});

describe('per action', () => {
  it('sign-up with an email already in use: a sentence with sign-in and reset links', () => {
    const e = fieldError(400, 'Failed to create record.', {
      email: { code: 'validation_not_unique', message: 'Value must be unique.' },
    });
    const d = describeError(e, 'signUp');
    expect(d.message).toBe(duplicateEmailMessage());
    expect(d.fields.email).toBe('An account with this email already exists.');
    expect(d.links.map((l) => l.to)).toEqual(['/login', '/auth/reset']);
  });

  it('sign-in failure points to the reset', () => {
    const d = describeError(err({ status: 400, response: { message: 'Failed to authenticate.' } }), 'signIn');
    expect(d.message).toBe('The email or password is not correct. Try again, or reset your password.');
    expect(d.links).toEqual([{ label: 'Reset your password', to: '/auth/reset' }]);
  });

  it('a sign-in that must wait (per-account password throttle) offers the reset as the way out', () => {
    const d = describeError(err({ status: 429, response: { message: 'Too many failed sign-in attempts for this account.' } }), 'signIn');
    expect(d.message).toBe('Too many sign-in attempts. Wait a few minutes, or reset your password to sign in now.');
    expect(d.links).toEqual([{ label: 'Reset your password', to: '/auth/reset' }]);
  });

  it('expired links ask for a new one', () => {
    const e = fieldError(400, 'Failed', { token: { code: 'validation_invalid_token', message: 'Invalid token.' } });
    expect(fieldErrors(e, 'confirmReset').token).toBe('This link is invalid or has expired. Ask for a new one.');
    expect(errorMessage(err({ status: 400, response: { message: 'Invalid token.' } }), 'confirmVerification')).toMatch(
      /invalid or has expired/,
    );
  });

  it('maps field codes to sentences', () => {
    const e = fieldError(400, 'x', {
      password: { code: 'validation_length_out_of_range', message: 'Must be at least 8 character(s).' },
      name: { code: 'validation_required', message: 'Cannot be blank.' },
      photo: { code: 'validation_invalid_mime_type', message: 'x' },
    });
    expect(fieldErrors(e)).toEqual({
      password: 'Use at least 8 characters.',
      name: 'Fill in this field.',
      photo: "This type of file isn't accepted. Choose a photo or a PDF.",
    });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('mail off', () => {
  const smtp = err({ status: 400, response: { message: SMTP_DISABLED_MESSAGE } });
  it('tells people to ask their administrator', () => {
    expect(describeError(smtp, 'requestReset', { operator: false }).message).toBe(mailOffMessage());
  });
  it('shows the configuration hint to the operator only', () => {
    expect(describeError(smtp, 'requestReset', { operator: true }).message).toBe(SMTP_DISABLED_MESSAGE);
  });
});

describe('product sentences from Covey hooks', () => {
  const refused = (code: string, message: string) =>
    err({ status: 400, response: { status: 400, message: 'Failed to create record.', data: { start: { code, message } } } });
  it('shows the sentence a Covey hook wrote for its own code', () => {
    const taken = 'That time was just taken — pick another.';
    expect(fieldErrors(refused('validation_slot_taken', taken))).toEqual({ start: taken });
    expect(errorMessage(refused('validation_slot_taken', taken), 'save')).toContain(taken);
  });
  it("never shows the record store's own text for its codes", () => {
    const fields = fieldErrors(refused('validation_not_unique', 'Value must be unique.'));
    expect(fields.start).not.toContain('Value must be unique');
    expect(errorMessage(refused('validation_required', 'Missing required value.'), 'save')).not.toContain('Missing required value');
  });
});
