/**
 * The assistant's computed figures in the asker's language (issue 31): a Spanish question (read as
 * its English terms) gets a Spanish sentence with the money formatted for es-US; English is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { figuresFor, type FigureSource } from './figures.js';
import { answerOffline } from './answer.js';
import { buildKnowledge } from './knowledge-base.js';

const src: FigureSource = {
  plan: { name: 'Lakeshore PPO', cost_sharing: { deductible_ind: 1500, deductible_fam: 3000, oop_max_ind: 6350, copays: { urgent: 40, specialist: 62.5 } } },
  coverage: { id: 'c1', name: 'Lakeshore PPO', accumulators: { deductible_met: 1234.5, as_of: '2026-03-15' } },
};

describe('figures in English (unchanged wording)', () => {
  it('the deductible left, with the cited plan and coverage details', () => {
    const [f] = figuresFor('How much of my deductible is left?', src);
    expect(f!.text).toBe('Your individual deductible is $1,500 and you have met $1,234.50 so far (as of 2026-03-15), so $265.50 is left ($1,500 - $1,234.50).');
    expect(f!.citations.map((c) => [c.title, c.text])).toEqual([
      ['Lakeshore PPO - plan details', 'Deductible: $1,500 individual.'],
      ['Your coverage: Lakeshore PPO', 'Deductible met so far: $1,234.50 (as of 2026-03-15).'],
    ]);
  });
  it('the deductible, a copay, and a limit without progress', () => {
    expect(figuresFor('What is my deductible?', src)[0]!.text).toBe('The deductible on Lakeshore PPO is $1,500 individual / $3,000 family per plan year.');
    expect(figuresFor('What is the copay for a specialist?', src)[0]!.text).toBe('The copay for a specialist visit on Lakeshore PPO is $62.50.');
    expect(figuresFor('What is the copay for a specialist?', src)[0]!.citations[0]!.text).toBe('Specialist visit copay: $62.50 per visit.');
    expect(figuresFor('How much of my out-of-pocket maximum is left?', { plan: src.plan })[0]!.text).toBe(
      "Your individual out-of-pocket maximum is $6,350, but I don't have how much you have met so far. Your counselor can check with the plan, or you can add it to your coverage.",
    );
  });
});

describe('figures in Spanish', () => {
  it('the deductible left: Spanish words, es-US money, the date written out', () => {
    const [f] = figuresFor('How much of my deductible is left?', src, 'es');
    expect(f!.text).toBe('Su deducible individual es de $1,500 y usted ha acumulado $1,234.50 hasta ahora (al 15 de marzo de 2026), así que le quedan $265.50 ($1,500 - $1,234.50).');
    expect(f!.citations.map((c) => [c.title, c.text])).toEqual([
      ['Lakeshore PPO: datos del plan', 'Deducible: $1,500 individual.'],
      ['Su cobertura: Lakeshore PPO', 'Deducible acumulado hasta ahora: $1,234.50 (al 15 de marzo de 2026).'],
    ]);
  });
  it('the deductible, a copay, and a limit without progress', () => {
    expect(figuresFor('What is my deductible?', src, 'es')[0]!.text).toBe('El deducible de Lakeshore PPO es de $1,500 individual / $3,000 familiar por año del plan.');
    expect(figuresFor('What is the copay for urgent care?', src, 'es')[0]!.text).toBe('El copago por una visita de atención de urgencia en Lakeshore PPO es de $40.');
    expect(figuresFor('How much of my out-of-pocket maximum is left?', { plan: { name: '', cost_sharing: src.plan!.cost_sharing } }, 'es')[0]).toMatchObject({
      text: 'Su desembolso máximo individual es de $6,350, pero no tengo el dato de cuánto ha acumulado hasta ahora. Su consejero puede consultarlo con el plan, o usted puede agregarlo a su cobertura.',
      citations: [{ title: 'Su plan de beneficios: datos del plan', text: 'Desembolso máximo: $6,350 individual.' }],
    });
  });
  it('a Spanish question gets the Spanish figure in the answer', () => {
    const k = buildKnowledge({
      pdfs: [], plans: [], coverages: [],
      figurePlan: { id: 'p', name: 'Lakeshore PPO', type: 'medical', carrier: 'Acme', network: '', summary: '', cost_sharing: { deductible_ind: 1500, copays: { urgent: 40 } }, hsa_eligible: false },
    });
    const a = answerOffline('¿Cuánto es el copago de atención de urgencia?', k.index, k.figures, 'es');
    expect(a.body).toContain('Según los datos de su plan: El copago por una visita de atención de urgencia en Lakeshore PPO es de $40.');
  });
});
