import { describe, expect, it } from 'vitest';
import { ApiError, fieldError } from '../../util/api-error.js';
import { localizeError, recognise, translateSentence } from './localize-error.js';

describe('product errors in Spanish', () => {
  it('translates a known sentence and keeps everything else', () => {
    const err = new ApiError(400, 'Type a question for the assistant.', { text: fieldError('validation_required', 'Cannot be blank.') });
    const es = localizeError(err, 'es');
    expect(es.toJSON()).toEqual({
      status: 400,
      message: 'Escriba una pregunta para el asistente.',
      data: { text: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect(localizeError(err, 'en')).toBe(err);
  });

  it('carries arguments over from the English sentence', () => {
    expect(recognise('This invitation was sent 5 times already. Withdraw it and send a new one.')).toEqual({
      id: 'error.circle.invite.resend_limit',
      values: { max: '5' },
    });
    expect(translateSentence('Appointments need to be booked at least 2 hours ahead. Pick a later time.', 'es')).toBe(
      'Las citas se deben reservar con al menos 2 horas de anticipación. Elija una hora más tarde.',
    );
    expect(translateSentence('Appointments need to be booked at least 1 hour ahead. Pick a later time.', 'es')).toBe(
      'Las citas se deben reservar con al menos 1 hora de anticipación. Elija una hora más tarde.',
    );
    expect(translateSentence('Appointments need to be booked at least 90 minutes ahead. Pick a later time.', 'es')).toBe(
      'Las citas se deben reservar con al menos 90 minutos de anticipación. Elija una hora más tarde.',
    );
    expect(translateSentence("Dr. Lee hasn't set up video calls yet. Book a phone call instead.", 'es')).toBe(
      'Dr. Lee todavía no tiene videollamadas. Reserve una llamada telefónica.',
    );
  });

  it('translates nested field messages, keeps codes, params and unknown text', () => {
    const err = new ApiError(400, 'Failed to create record.', {
      start: fieldError('validation_slot_past', 'That time has already passed. Pick a time in the future.'),
      fields: { '1': { name: fieldError('validation_min_text_constraint', 'Must be at least 3 character(s).', { min: 3 }) } },
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

  it('a sentence only partly like a catalog one is left as it is', () => {
    expect(translateSentence('This invitation link is not valid or has expired. Extra.', 'es')).toBe(
      'This invitation link is not valid or has expired. Extra.',
    );
  });
});
