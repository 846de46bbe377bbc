import { describe, it, expect } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { ABORTED_MESSAGE, GENERIC_ERROR_MESSAGE, errorMessage, fieldErrors } from './api-errors';

const err = (data: Record<string, unknown>) => new ClientResponseError(data);

describe('errorMessage', () => {
  it.each([
    [
      'server message',
      err({ status: 400, response: { message: 'Failed to authenticate.' } }),
      'Failed to authenticate.',
    ],
    ['no message', err({ status: 500, response: {} }), GENERIC_ERROR_MESSAGE],
    ['aborted', err({ isAbort: true }), ABORTED_MESSAGE],
    ['localhost', err({ url: 'http://localhost:8090/api/x', status: 0 }), /localhost to 127\.0\.0\.1/],
    ['offline', err({ url: 'http://10.0.0.1/api/x', status: 0 }), /Could not reach the server/],
    ['plain error', new Error('boom'), 'boom'],
    ['unknown', 42, GENERIC_ERROR_MESSAGE],
  ])('%s', (_n, e, expected) => {
    if (expected instanceof RegExp) expect(errorMessage(e)).toMatch(expected);
    else expect(errorMessage(e)).toBe(expected);
  });
});

describe('fieldErrors', () => {
  it('reads the envelope', () => {
    const e = err({
      status: 400,
      response: {
        message: 'x',
        data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' }, bad: 1 },
      },
    });
    expect(fieldErrors(e)).toEqual({ email: 'Value must be unique.' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
