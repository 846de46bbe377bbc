/** Assertion helper for SDK calls that must fail with a given status / message / data fragment. */
import { expect } from 'vitest';
import { ClientResponseError } from 'pocketbase';

export interface ExpectedError {
  status: number;
  message?: string;
  data?: Record<string, unknown>;
}

export async function expectError(promise: Promise<unknown>, expected: ExpectedError): Promise<ClientResponseError> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  expect(caught, 'expected the call to fail').toBeInstanceOf(ClientResponseError);
  const err = caught as ClientResponseError;
  const body = err.response as { status?: number; message?: string; data?: unknown };
  expect({ status: err.status, message: body.message }).toMatchObject({
    status: expected.status,
    ...(expected.message !== undefined ? { message: expected.message } : {}),
  });
  // client-side SDK errors (e.g. getFirstListItem on no match) carry `code` instead of `status`
  if (err.url) expect(body.status).toBe(expected.status);
  expect(typeof body.data === 'object' && body.data !== null).toBe(true);
  if (expected.data) expect(body.data).toMatchObject(expected.data);
  return err;
}

/** Field-level error codes of a failed call, e.g. `{title: 'validation_required'}`. */
export function codesOf(err: ClientResponseError): Record<string, string> {
  const data = (err.response as { data?: Record<string, { code?: string }> }).data ?? {};
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v?.code ?? '']));
}
