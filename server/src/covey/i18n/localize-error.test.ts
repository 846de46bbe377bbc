import { describe, expect, it } from 'vitest';
import { ApiError, fieldError } from '../../util/api-error.js';
import { localizeError } from './localize-error.js';
import { msg, ProductError, productField } from './product-error.js';

describe('product errors in Spanish', () => {
  it('renders the thrown message id in the language and keeps the store’s own messages', () => {
    const err = new ProductError(400, msg('error.assistant.type_question'), { text: fieldError('validation_required', 'Cannot be blank.') });
    expect(err.message).toBe('Type a question for the assistant.');
    expect(localizeError(err, 'es').toJSON()).toEqual({
      status: 400,
      message: 'Escriba una pregunta para el asistente.',
      data: { text: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect(localizeError(err, 'en')).toBe(err);
  });

  it('carries the values into the other language', () => {
    const err = new ProductError(400, msg('error.circle.invite.resend_limit', { max: 5 }));
    expect(err.message).toBe('This invitation was sent 5 times already. Withdraw it and send a new one.');
    expect(localizeError(err, 'es').message).toBe('Esta invitación ya se envió 5 veces. Retírela y envíe una nueva.');
    const files = new ProductError(400, msg('error.files.choose_link', { field: 'task' }));
    expect(localizeError(files, 'es').message).toBe('Elija una tarea de la persona a quien pertenece este archivo.');
  });

  it('renders nested product field messages, keeps codes, params and plain messages', () => {
    const err = new ApiError(400, 'Failed to create record.', {
      start: productField('validation_slot_past', msg('error.appointment.slot.past')),
      fields: { '1': { name: fieldError('validation_min_text_constraint', 'Must be at least 3 character(s).', { min: 3 }) } },
    });
    expect(JSON.parse(JSON.stringify(err))).toEqual({
      status: 400,
      message: 'Failed to create record.',
      data: {
        start: { code: 'validation_slot_past', message: 'That time has already passed. Pick a time in the future.' },
        fields: { '1': { name: { code: 'validation_min_text_constraint', message: 'Must be at least 3 character(s).', params: { min: 3 } } } },
      },
    });
    expect(localizeError(err, 'es').toJSON()).toEqual({
      status: 400,
      message: 'Failed to create record.',
      data: {
        start: { code: 'validation_slot_past', message: 'Esa hora ya pasó. Elija una hora futura.' },
        fields: { '1': { name: { code: 'validation_min_text_constraint', message: 'Must be at least 3 character(s).', params: { min: 3 } } } },
      },
    });
  });

  it('never rewrites a raw body (the MFA answer)', () => {
    const err = new ApiError(401, 'x', {}, { mfaId: 'abc' });
    expect(localizeError(err, 'es')).toBe(err);
  });

  it('an English sentence thrown without an id stays as it is (no guessing from the text)', () => {
    const err = new ApiError(400, 'This invitation link is not valid or has expired.');
    expect(localizeError(err, 'es').message).toBe('This invitation link is not valid or has expired.');
  });
});
