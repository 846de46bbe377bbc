import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/runtime';
import { updateSummary } from './update-summary';

const row = (summary_msg: unknown) => ({ summary: 'Stored English', data: { summary_msg } });

afterEach(() => activateLocale('en'));

describe('updateSummary (#31)', () => {
  it('English: always the stored summary, exactly as the server wrote it', () => {
    expect(updateSummary(row({ id: 'task_added', values: { title: 'Call' } }))).toBe('Stored English');
  });
  it('Spanish: the catalog sentence for a known key, with the raw values', async () => {
    await activateLocale('es');
    expect(updateSummary(row({ id: 'report_status', values: { title: 'ER', status: 'needs_info' } }))).toBe(
      '«ER» ahora está pendiente de información',
    );
    expect(updateSummary(row({ id: 'assistant_handoff', values: { reason: 'asked_for_person' } }))).toBe(
      'El asistente pasó una conversación al consejero (pidió hablar con una persona).',
    );
    expect(updateSummary(row({ id: 'counselor_unassigned' }))).toBe('Se quitó el consejero asignado');
  });
  it.each([
    ['an older row without summary_msg', { summary: 'Stored English', data: {} }],
    ['no data at all', { summary: 'Stored English' }],
    ['an unknown key', row({ id: 'toString', values: {} })],
    ['a malformed summary_msg', row('plan_created')],
  ])('Spanish: %s keeps the stored summary', async (_, u) => {
    await activateLocale('es');
    expect(updateSummary(u)).toBe('Stored English');
  });
  it('Spanish: a sentence the server worded per language (an appointment) is shown in the reader\'s language', async () => {
    const appointment = {
      summary: 'Booked “Call with Jordan Lee” for Mon, Mar 2 at 10:00 AM EST',
      data: { summary_text: { en: 'Booked “Call with Jordan Lee” for Mon, Mar 2 at 10:00 AM EST', es: 'Cita reservada: «Llamada con Jordan Lee», lun, 2 mar, 10:00 a.m. EST' } },
    };
    expect(updateSummary(appointment)).toBe(appointment.summary);
    await activateLocale('es');
    expect(updateSummary(appointment)).toBe('Cita reservada: «Llamada con Jordan Lee», lun, 2 mar, 10:00 a.m. EST');
    expect(updateSummary({ summary: 'Stored English', data: { summary_text: { en: 'Stored English' } } })).toBe('Stored English');
  });
});
