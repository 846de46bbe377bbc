import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { ClientResponseError } from 'pocketbase';
import { applyStoreErrors, formErrorSentence } from './form-errors';

const storeError = (data: Record<string, { code: string; message: string }>) =>
  new ClientResponseError({ status: 400, response: { status: 400, message: 'Failed to update record.', data } });

function passwordForm() {
  return renderHook(() =>
    useForm({ mode: 'controlled', initialValues: { old: '', next: '', note: '' }, initialErrors: { note: 'Kept.' } }),
  );
}

describe('applyStoreErrors', () => {
  it("puts the store's field codes on the form as the product's sentences, through the field map", () => {
    const { result } = passwordForm();
    const error = storeError({
      oldPassword: { code: 'validation_invalid_old_password', message: 'Missing or invalid old password.' },
      password: { code: 'validation_min_text_constraint', message: 'Must be at least 8 character(s).' },
    });
    let message = '';
    act(() => {
      message = applyStoreErrors(result.current, error, 'changePassword', { oldPassword: 'old', password: 'next' }).message;
    });
    expect(result.current.errors).toEqual({
      note: 'Kept.',
      old: 'Your current password is not correct.',
      next: 'Use at least 8 characters.',
    });
    expect(message).toBe("We couldn't change your password. Your current password is not correct.");
  });

  it("shows Covey's own field messages as written and skips fields the form does not have", () => {
    const { result } = passwordForm();
    const error = storeError({
      note: { code: 'slot_taken', message: 'That time was just taken — pick another.' },
      elsewhere: { code: 'validation_required', message: 'Cannot be blank.' },
    });
    act(() => {
      applyStoreErrors(result.current, error);
    });
    expect(result.current.errors).toEqual({ note: 'That time was just taken — pick another.' });
  });
});

describe('formErrorSentence', () => {
  it('is null without an error and the sentence of the action otherwise', () => {
    expect(formErrorSentence(null)).toBeNull();
    expect(formErrorSentence(new ClientResponseError({ status: 403, response: {} }), 'saveCoverage')).toBe(
      "You don't have permission to save the insurance card.",
    );
  });
});
