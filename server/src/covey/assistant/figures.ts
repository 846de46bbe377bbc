/**
 * Figures the assistant computes exactly from structured data rather than quoting text: how much
 * of the deductible (and out-of-pocket maximum) is left, and the copay for a visit type.
 */
import type { Passage } from './passages.js';

export interface FigureSource {
  /** the plan's cost sharing, and the plan's title for citing */
  plan?: { name: string; cost_sharing: Record<string, unknown> };
  /** the coverage's accumulators, and its id for linking */
  coverage?: { id: string; name: string; accumulators: Record<string, unknown> };
}

export interface Figure {
  text: string;
  citations: Pick<Passage, 'title' | 'file' | 'page' | 'text' | 'link'>[];
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/[$,]/g, '')) : NaN;
  return Number.isFinite(n) ? n : null;
};
const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

const VISITS: { key: string; label: string; re: RegExp }[] = [
  { key: 'urgent', label: 'an urgent care visit', re: /\burgent care\b/i },
  { key: 'er', label: 'an emergency room visit', re: /\b(er|emergency room|emergency department|emergency)\b/i },
  { key: 'specialist', label: 'a specialist visit', re: /\bspecialists?\b/i },
  { key: 'pcp', label: 'a primary care visit', re: /\b(pcp|primary care|primary doctor|family doctor|doctor'?s? (visit|office)|office visit|check-?up|sick visit)\b/i },
];

const ASKS_COST = /\b(copays?|co-pays?|cost|costs|pay|price|how much|charge)\b/i;
const ASKS_DEDUCTIBLE_LEFT = /\bdeductible\b.*\b(left|remaining|remain|to go|still (owe|need|have)|met|so far|used|spent|paid|reach(ed)?|until)\b|\b(left|remaining|how close|how far|spent|paid)\b.*\bdeductible\b/i;
const ASKS_OOP_LEFT = /\bout[- ]of[- ]pocket\b.*\b(left|remaining|to go|met|so far|spent|paid|reach(ed)?)\b|\b(left|remaining|how close|spent|paid)\b.*\bout[- ]of[- ]pocket\b/i;

function planCite(src: FigureSource, text: string) {
  return { title: `${src.plan?.name || 'Your benefit plan'} - plan details`, file: '', page: 0, text };
}
function coverageCite(src: FigureSource, text: string) {
  return { title: `Your coverage: ${src.coverage?.name || 'your plan'}`, file: '', page: 0, text, link: `/coverages/edit/${src.coverage?.id ?? ''}` };
}

function remaining(src: FigureSource, what: 'deductible' | 'oop'): Figure | null {
  const limitKey = what === 'deductible' ? 'deductible_ind' : 'oop_max_ind';
  const metKey = what === 'deductible' ? 'deductible_met' : 'oop_met';
  const label = what === 'deductible' ? 'deductible' : 'out-of-pocket maximum';
  const limit = num(src.plan?.cost_sharing[limitKey]);
  const met = num(src.coverage?.accumulators[metKey]);
  if (limit !== null && met === null) {
    // the limit is known but not the progress: say so rather than guess
    return {
      text: `Your individual ${label} is ${usd(limit)}, but I don't have how much you have met so far. Your counselor can check with the plan, or you can add it to your coverage.`,
      citations: [planCite(src, `${what === 'deductible' ? 'Deductible' : 'Out-of-pocket maximum'}: ${usd(limit)} individual.`)],
    };
  }
  if (limit === null || met === null) return null;
  const left = Math.max(0, limit - met);
  const asOf = typeof src.coverage?.accumulators['as_of'] === 'string' && src.coverage.accumulators['as_of'] ? ` (as of ${String(src.coverage.accumulators['as_of']).slice(0, 10)})` : '';
  return {
    text: `Your individual ${label} is ${usd(limit)} and you have met ${usd(met)} so far${asOf}, so ${usd(left)} is left (${usd(limit)} - ${usd(met)}).`,
    citations: [
      planCite(src, `${what === 'deductible' ? 'Deductible' : 'Out-of-pocket maximum'}: ${usd(limit)} individual.`),
      coverageCite(src, `${what === 'deductible' ? 'Deductible' : 'Out-of-pocket costs'} met so far: ${usd(met)}${asOf}.`),
    ],
  };
}

/** the figures a question asks for that structured data answers exactly (may be none) */
export function figuresFor(question: string, src: FigureSource): Figure[] {
  const out: Figure[] = [];
  if (ASKS_DEDUCTIBLE_LEFT.test(question)) {
    const f = remaining(src, 'deductible');
    if (f) out.push(f);
  }
  if (ASKS_OOP_LEFT.test(question)) {
    const f = remaining(src, 'oop');
    if (f) out.push(f);
  }
  if (!out.length && src.plan && /\b(what|how much)\b.*\bdeductible\b/i.test(question)) {
    const ind = num(src.plan.cost_sharing['deductible_ind']);
    const fam = num(src.plan.cost_sharing['deductible_fam']);
    if (ind !== null) {
      const text = `Deductible: ${usd(ind)} individual${fam !== null ? ` / ${usd(fam)} family` : ''} per plan year.`;
      out.push({ text: `The deductible on ${src.plan.name || 'your plan'} is ${usd(ind)} individual${fam !== null ? ` / ${usd(fam)} family` : ''} per plan year.`, citations: [planCite(src, text)] });
    }
  }
  if (ASKS_COST.test(question) && src.plan) {
    const copays = (src.plan.cost_sharing['copays'] ?? {}) as Record<string, unknown>;
    const visit = VISITS.find((v) => v.re.test(question));
    const amount = visit ? num(copays[visit.key]) : null;
    if (visit && amount !== null) {
      out.push({
        text: `The copay for ${visit.label} on ${src.plan.name || 'your plan'} is ${usd(amount)}.`,
        citations: [planCite(src, `${visit.label.replace(/^an? /, '').replace(/^./, (c) => c.toUpperCase())} copay: ${usd(amount)} per visit.`)],
      });
    }
  }
  return out;
}
