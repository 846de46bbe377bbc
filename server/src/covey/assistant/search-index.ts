/**
 * Full-text retrieval over one member's passages with MiniSearch (BM25+ scoring; decision 0020).
 * Only query normalisation lives here (stop words, a few benefits abbreviations and word forms);
 * ranking is the library's.
 */
import MiniSearch from 'minisearch';
import type { Passage } from './passages.js';

const STOP = new Set(
  ('a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its just me my ' +
    'of on or our so than that the their them then there these they this to too was we were what when where which who whom why ' +
    "will with would you your yours am any get got need needs much many tell know about also please should i'm im it's ive i've s")
    .split(' '),
);

/** words that say "a coverage question" without naming what: they do not make a match confident */
const GENERIC = new Set(['cover', 'covered', 'coverage', 'plan', 'plans', 'insurance', 'benefit', 'benefits', 'cost', 'costs', 'pay', 'charge', 'price', 'service', 'services', 'care']);

const EXPAND: [RegExp, string][] = [
  [/\ber\b/gi, 'emergency room'],
  [/\bpcp\b/gi, 'primary care'],
  [/\brx\b/gi, 'prescription drugs'],
  [/\bmeds?\b/gi, 'drugs'],
  [/\bmedications?\b/gi, 'drugs'],
  [/\bprescriptions?\b/gi, 'prescription drugs'],
  [/\bmri\b/gi, 'mri imaging'],
  [/\bct scan\b/gi, 'ct imaging'],
  [/\boop\b/gi, 'out-of-pocket'],
  [/\bmax(imum)?\b/gi, 'limit maximum'],
  [/\bphysio(therapy)?\b|\bpt\b/gi, 'physical therapy rehabilitation'],
  [/\btherapist\b|\bcounseling\b|\btherapy\b/gi, 'therapy counseling'],
  [/\bpregnan(t|cy)\b|\bbaby\b|\bmaternity\b/gi, 'pregnant pregnancy childbirth prenatal'],
  [/\bvirtual\b|\bvideo visit\b/gi, 'telehealth virtual'],
  [/\bglasses\b/gi, 'glasses eye'],
  [/\bambulance\b/gi, 'emergency medical transportation ambulance'],
  [/\bpre-?auth(orization)?\b|\bprior auth(orization)?\b/gi, 'preauthorization prior authorization'],
  [/\bgenerics?\b/gi, 'generic drugs tier 1'],
  [/\bspecialists?\b/gi, 'specialist'],
  [/\bhospitali[sz]ed\b|\badmitted\b/gi, 'hospital stay'],
];

/** the question's terms in groups: each word with the words its abbreviation or synonym adds */
function termGroups(q: string): string[][] {
  const groups: string[][] = [];
  for (const word of q.split(/[\s,;/()"“”?!]+/)) {
    const t = processTerm(word);
    if (!t) continue;
    const extra = EXPAND.filter(([re]) => { re.lastIndex = 0; return re.test(word); }).flatMap(([, add]) => add.split(' '));
    groups.push([...new Set([t, ...extra.map(processTerm).filter((x): x is string => Boolean(x))])]);
  }
  // two-word phrases ("ct scan", "video visit") add to the group of their first word
  const lower = q.toLowerCase();
  for (const [re, add] of EXPAND) {
    re.lastIndex = 0;
    if (!re.source.includes(' ') || !re.test(lower)) continue;
    groups.push(add.split(' ').map(processTerm).filter((x): x is string => Boolean(x)));
  }
  return groups;
}

/** lower-case word stems: plural "s" dropped so "copays" meets "copay", "visits" meets "visit" */
function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^[^a-z0-9$]+|[^a-z0-9%]+$/g, '');
  if (!t || STOP.has(t)) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

const tokenize = (s: string): string[] => s.split(/[\s,;/()"“”?!]+/);

export interface Hit {
  passage: Passage;
  score: number;
  /** share of the question's specific (non-generic) terms found in this passage, 0..1 */
  coverage: number;
}

export class PassageIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly byId = new Map<string, Passage>();
  /** every term the member's passages contain: question words outside it cannot count against a match */
  private readonly vocabulary = new Set<string>();

  constructor(passages: Passage[]) {
    this.search = new MiniSearch<Passage>({
      fields: ['text', 'section', 'title'],
      idField: 'id',
      processTerm,
      tokenize,
      searchOptions: {
        boost: { section: 1.5, title: 0.3 },
        fuzzy: 0.15,
        prefix: false,
        combineWith: 'OR',
        // the member's own documents first; the generic glossary is there for definitions
        boostDocument: (id) => (String(id).startsWith('glossary:') ? 0.6 : 1),
      },
    });
    for (const p of passages) {
      this.byId.set(p.id, p);
      for (const w of tokenize(`${p.text} ${p.section} ${p.title}`)) {
        const t = processTerm(w);
        if (t) this.vocabulary.add(t);
      }
    }
    this.search.addAll(passages);
  }

  get size(): number {
    return this.byId.size;
  }

  query(question: string, limit = 5): Hit[] {
    const groups = termGroups(question);
    const terms = [...new Set(groups.flat())];
    // the question's specific words that the member's documents use at all (chit-chat, names and
    // typos beyond the fuzzy distance do not lower the confidence of a real match)
    const specific = groups.filter((g) => !GENERIC.has(g[0] ?? '') && g.some((t) => this.vocabulary.has(t)));
    if (!terms.length) return [];
    const results = this.search.search(terms.join(' '));
    return results.slice(0, limit).flatMap((r) => {
      const passage = this.byId.get(String(r.id));
      if (!passage) return [];
      const matched = new Set(r.queryTerms);
      const coverage = specific.length ? specific.filter((g) => g.some((t) => matched.has(t))).length / specific.length : 0;
      return [{ passage, score: r.score, coverage }];
    });
  }
}
