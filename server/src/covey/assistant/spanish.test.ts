/**
 * A Spanish question answered in Spanish from the same English plan documents: the benefit terms
 * are searched in English (the glossary of CuidadoDeSalud.gov's words), the answer's own words are
 * Spanish, it says the source is in English and cites the document and page.
 */
import { describe, expect, it } from 'vitest';
import { answerOffline } from './answer.js';
import { buildKnowledge } from './knowledge-base.js';
import { englishTerms, looksSpanish } from './spanish.js';
import { demoSbc } from '../demo-sbc.js';

function demoKnowledge() {
  const doc = demoSbc('Acme PPO 500', 2026)!;
  return buildKnowledge({
    pdfs: [{ title: doc.title, file: 'c/r/sbc.pdf', pages: doc.pages.map((p, i) => ({ page: i + 1, text: [p.heading, ...p.lines].join('\n') })) }],
    plans: [],
    coverages: [],
  });
}

describe('Spanish questions', () => {
  it.each([
    ['¿Está cubierta la atención de urgencia?', true],
    ['Cuanto es mi deducible', true],
    ['que cubre mi seguro para el dentista', true],
    ['Is urgent care covered?', false],
    ['What is my deductible?', false],
  ])('looksSpanish(%j) = %s', (q, yes) => {
    expect(looksSpanish(q)).toBe(yes);
  });

  it.each([
    ['¿Cuál es mi deducible?', 'deductible'],
    ['¿Cuánto es el copago del especialista?', 'copay specialist how much'],
    ['¿Qué es el coseguro dentro de la red?', 'coinsurance in-network'],
    ['¿Cuál es el desembolso máximo?', 'out-of-pocket maximum'],
    ['¿Cuál es el gasto máximo de bolsillo?', 'out-of-pocket maximum'],
    ['¿Necesito autorización previa para una resonancia magnética?', 'prior authorization preauthorization mri imaging'],
    ['¿Está mi médico en la red de proveedores?', 'provider network'],
    ['¿Cuánto pago en la SALA DE EMERGENCIAS?', 'emergency room how much cost'],
    ['¿Cubren los medicamentos recetados?', 'prescription drugs'],
  ])('%s → %s', (q, terms) => {
    expect(englishTerms(q)).toBe(terms);
  });

  it('"¿Está cubierta la atención de urgencia?" is answered in Spanish from the demo SBC, citing page 2', () => {
    const k = demoKnowledge();
    const a = answerOffline('¿Está cubierta la atención de urgencia?', k.index, k.figures, 'es');
    expect(a.handoff).toBeUndefined();
    expect(a.body).toMatch(/^Sus documentos del plan están en inglés\. Esto es lo que dicen/);
    expect(a.body).toContain('Urgent care: $50 copay per visit, deductible does not apply in-network');
    expect(a.body).toContain('(Acme PPO 500 - Summary of Benefits and Coverage, página 2)');
    expect(a.citations[0]).toMatchObject({ title: 'Acme PPO 500 - Summary of Benefits and Coverage', file: 'c/r/sbc.pdf', page: 2 });
    // the same question in English, as before
    const en = answerOffline('Is urgent care covered?', k.index, k.figures);
    expect(en.body).toMatch(/^Here is what your plan documents say:/);
    expect(en.citations[0]).toMatchObject({ page: 2 });
  });

  it('a Spanish question nothing answers is handed to the counselor in Spanish', () => {
    const k = demoKnowledge();
    const a = answerOffline('¿Cubre el plan la peluquería de cebras?', k.index, k.figures, 'es');
    expect(a.handoff).toBe('low_confidence');
    expect(a.body).toContain('No encontré esto en sus documentos del plan');
  });

  it('safety comes first in Spanish too', () => {
    const k = demoKnowledge();
    const chest = answerOffline('Tengo dolor de pecho, ¿cubre la sala de emergencias?', k.index, k.figures, 'es');
    expect(chest.flags).toContain('emergency');
    expect(chest.body).toMatch(/^Si esto puede ser una emergencia, llame al 911/);
    const person = answerOffline('Quiero hablar con una persona', k.index, k.figures, 'es');
    expect(person.handoff).toBe('asked_for_person');
    expect(person.body).toContain('Le pasé su pregunta a su consejero.');
  });
  it('a question only the glossary answers quotes Covey\'s glossary in Spanish, cited as the Spanish glossary', () => {
    const k = buildKnowledge({ pdfs: [], plans: [], coverages: [] });
    const a = answerOffline('¿Qué es el coseguro?', k.index, k.figures, 'es');
    expect(a.body).toMatch(/^Sus documentos del plan no lo dicen directamente\. En términos generales \(glosario de Covey\):/);
    expect(a.body).toContain('Coseguro: su parte del costo de un servicio cubierto');
    expect(a.body).not.toContain('Coinsurance:');
    expect(a.citations[0]).toMatchObject({ title: 'Glosario de términos de beneficios de Covey' });
    // in English, the English glossary as before
    const en = answerOffline('What is coinsurance?', k.index, k.figures);
    expect(en.body).toContain('Coinsurance: your share of the cost');
    expect(en.citations[0]).toMatchObject({ title: 'Covey glossary of benefits terms' });
  });
});
