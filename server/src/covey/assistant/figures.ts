/**
 * Figures the assistant computes exactly from structured data rather than quoting text: how much
 * of the deductible (and out-of-pocket maximum) is left, and the copay for a visit type.
 */
import type { Passage } from './passages.js';
import { INTL_LOCALE, t, type Locale } from '../i18n/t.js';

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
/** money in the locale (en-US "$1,500", es-US the same digits), cents only when there are some */
const usd = (locale: Locale, n: number) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 }).format(n);
/** an accumulator's "as of" day: as stored in English, a written-out date in another language */
const dayText = (locale: Locale, day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return locale === 'en' || Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

const VISITS: { key: string; re: RegExp }[] = [
  { key: 'urgent', re: /\burgent care\b/i },
  { key: 'er', re: /\b(er|emergency room|emergency department|emergency)\b/i },
  { key: 'specialist', re: /\bspecialists?\b/i },
  { key: 'pcp', re: /\b(pcp|primary care|primary doctor|family doctor|doctor'?s? (visit|office)|office visit|check-?up|sick visit)\b/i },
];

const ASKS_COST = /\b(copays?|co-pays?|cost|costs|pay|price|how much|charge)\b/i;
const ASKS_DEDUCTIBLE_LEFT = /\bdeductible\b.*\b(left|remaining|remain|to go|still (owe|need|have)|met|so far|used|spent|paid|reach(ed)?|until)\b|\b(left|remaining|how close|how far|spent|paid)\b.*\bdeductible\b/i;
const ASKS_OOP_LEFT = /\bout[- ]of[- ]pocket\b.*\b(left|remaining|to go|met|so far|spent|paid|reach(ed)?)\b|\b(left|remaining|how close|spent|paid)\b.*\bout[- ]of[- ]pocket\b/i;

const named = (name: string | undefined) => (name ? 'yes' : 'no');

function planCite(src: FigureSource, locale: Locale, text: string) {
  return { title: t(locale, 'assistant.figure.plan_source', { named: named(src.plan?.name), plan: src.plan?.name ?? '' }), file: '', page: 0, text };
}
function coverageCite(src: FigureSource, locale: Locale, text: string) {
  const name = src.coverage?.name;
  return { title: t(locale, 'assistant.figure.coverage_source', { named: named(name), coverage: name ?? '' }), file: '', page: 0, text, link: `/coverages/edit/${src.coverage?.id ?? ''}` };
}

function remaining(src: FigureSource, what: 'deductible' | 'oop', locale: Locale): Figure | null {
  const limitKey = what === 'deductible' ? 'deductible_ind' : 'oop_max_ind';
  const metKey = what === 'deductible' ? 'deductible_met' : 'oop_met';
  const limit = num(src.plan?.cost_sharing[limitKey]);
  const met = num(src.coverage?.accumulators[metKey]);
  if (limit !== null && met === null) {
    // the limit is known but not the progress: say so rather than guess
    const values = { what, limit: usd(locale, limit) };
    return {
      text: t(locale, 'assistant.figure.limit_only', values),
      citations: [planCite(src, locale, t(locale, 'assistant.figure.cite_limit', values))],
    };
  }
  if (limit === null || met === null) return null;
  const left = Math.max(0, limit - met);
  const asOf = src.coverage?.accumulators['as_of'];
  const day = typeof asOf === 'string' && asOf ? dayText(locale, asOf.slice(0, 10)) : '';
  const values = { what, limit: usd(locale, limit), met: usd(locale, met), left: usd(locale, left), dated: day ? 'yes' : 'no', day };
  return {
    text: t(locale, 'assistant.figure.left', values),
    citations: [
      planCite(src, locale, t(locale, 'assistant.figure.cite_limit', values)),
      coverageCite(src, locale, t(locale, 'assistant.figure.cite_met', values)),
    ],
  };
}

/**
 * the figures a question asks for that structured data answers exactly (may be none), worded in the
 * asker's language (the question is read in English: a Spanish one arrives as its English terms)
 */
export function figuresFor(question: string, src: FigureSource, locale: Locale = 'en'): Figure[] {
  const out: Figure[] = [];
  if (ASKS_DEDUCTIBLE_LEFT.test(question)) {
    const f = remaining(src, 'deductible', locale);
    if (f) out.push(f);
  }
  if (ASKS_OOP_LEFT.test(question)) {
    const f = remaining(src, 'oop', locale);
    if (f) out.push(f);
  }
  if (!out.length && src.plan && /\b(what|how much)\b.*\bdeductible\b/i.test(question)) {
    const ind = num(src.plan.cost_sharing['deductible_ind']);
    const fam = num(src.plan.cost_sharing['deductible_fam']);
    if (ind !== null) {
      const values = { individual: usd(locale, ind), family: fam !== null ? 'yes' : 'no', familyAmount: fam !== null ? usd(locale, fam) : '', named: named(src.plan.name), plan: src.plan.name };
      out.push({ text: t(locale, 'assistant.figure.deductible', values), citations: [planCite(src, locale, t(locale, 'assistant.figure.cite_deductible', values))] });
    }
  }
  if (ASKS_COST.test(question) && src.plan) {
    const copays = (src.plan.cost_sharing['copays'] ?? {}) as Record<string, unknown>;
    const visit = VISITS.find((v) => v.re.test(question));
    const amount = visit ? num(copays[visit.key]) : null;
    if (visit && amount !== null) {
      const values = { visit: visit.key, amount: usd(locale, amount), named: named(src.plan.name), plan: src.plan.name };
      out.push({ text: t(locale, 'assistant.figure.copay', values), citations: [planCite(src, locale, t(locale, 'assistant.figure.cite_copay', values))] });
    }
  }
  return out;
}
