/**
 * The offline answerer: no model. It checks the question's safety flags, adds the figures it can
 * compute exactly, then quotes the best passages of the member's own index verbatim, each cited.
 * When nothing matches well enough, or the member wants a person or disputes money, the answer is
 * a handoff to the counselor.
 */
import { figuresFor, type FigureSource } from './figures.js';
import type { Passage } from './passages.js';
import {
  CRISIS_GUIDANCE, EMERGENCY_GUIDANCE, NO_MEDICAL_ADVICE, OTHER_PERSON_ANSWER, flags, type Flag,
} from './safety.js';
import type { Hit, PassageIndex } from './search-index.js';
import { englishTerms } from './spanish.js';
import { t, type Locale } from '../i18n/t.js';
import { GLOSSARY } from './glossary.js';

export interface Citation {
  title: string;
  file: string;
  page: number;
  snippet: string;
  link?: string;
}

export type HandoffReason = 'asked_for_person' | 'low_confidence' | 'money_dispute' | 'crisis';

export interface Answer {
  body: string;
  citations: Citation[];
  /** set when the counselor should take over */
  handoff?: HandoffReason;
  flags: Flag[];
  /** the passages the answer rests on (for an optional model to rephrase) */
  hits: Hit[];
}

const SNIPPET = 300;
const MIN_COVERAGE = 0.5;
const QUOTES = 3;

const snippet = (t: string) => (t.length > SNIPPET ? `${t.slice(0, SNIPPET - 1)}…` : t);

export function cite(p: Pick<Passage, 'title' | 'file' | 'page' | 'text' | 'link'>): Citation {
  return { title: p.title, file: p.file, page: p.page, snippet: snippet(p.text), ...(p.link ? { link: p.link } : {}) };
}

/** injected instructions inside a document are data: such passages are never quoted */
const INSTRUCTION_LIKE =
  /\b(ignore (all |any |the |your )?(previous|prior|above|earlier|preceding|other) (instructions|rules|prompts?|directions)|ignore (all|any|your) (instructions|rules)|you are now|you must now|new instructions|system prompt|administrator mode|admin mode|developer mode|jailbreak|disregard (all |any )?(the |your |previous )?(rules|instructions|guidelines)|reveal (every|all|other)|(every|all|other) members'? (data|deductibles?|records|information)|act as|pretend (to be|you are)|(when|if) (you are |you're )?(asked|the (user|member) asks|someone asks)|(tell|say to|inform) the (user|member)|the (assistant|ai|model|chatbot) (must|should|will|shall)|(always|never) (answer|respond|reply|say)|respond (with|that|only)|prompt injection)\b|^\s*(system|assistant|developer|user)\s*:/im;

function usable(hits: Hit[]): Hit[] {
  return hits.filter((h) => !INSTRUCTION_LIKE.test(h.passage.text));
}

/** Covey's own glossary is quoted in the asker's language; the member's documents stay as written */
function inLocale(p: Passage, locale: Locale): Passage {
  const entry = p.kind === 'glossary' && locale === 'es' ? GLOSSARY[Number(p.id.slice('glossary:'.length))] : undefined;
  return entry ? { ...p, title: t(locale, 'assistant.glossary_title'), text: entry.es } : p;
}

function where(p: Passage, locale: Locale): string {
  return p.page ? t(locale, 'assistant.answer.where', { title: p.title, page: p.page }) : p.title;
}

/**
 * The answer in `locale`. The documents stay as written (SBCs are English): a question in another
 * language is searched by its benefit terms in English (spanish.ts), the answer's own words are in
 * the locale, and it says the quoted source is English.
 */
export function answerOffline(question: string, index: PassageIndex, figureSource: FigureSource, locale: Locale = 'en'): Answer {
  const terms = locale === 'es' ? englishTerms(question) : '';
  // the safety checks read the question and its English terms; retrieval the terms alone (when any)
  const checked = terms ? `${question}\n${terms}` : question;
  const query = terms || question;
  const f = flags(checked);
  const lead: string[] = [];
  const say = (english: string, id: Parameters<typeof t>[1]) => (locale === 'en' ? english : t(locale, id));
  if (f.has('crisis')) lead.push(say(CRISIS_GUIDANCE, 'assistant.answer.crisis'));
  if (f.has('emergency') || f.has('crisis')) lead.push(say(EMERGENCY_GUIDANCE, 'assistant.answer.emergency'));
  const fl = [...f];
  if (f.has('other_person')) {
    return { body: [...lead, say(OTHER_PERSON_ANSWER, 'assistant.answer.other_person')].join('\n\n'), citations: [], flags: fl, hits: [] };
  }
  if (f.has('crisis')) {
    return {
      body: [...lead, t(locale, 'assistant.answer.crisis_follow_up')].join('\n\n'),
      citations: [],
      handoff: 'crisis',
      flags: fl,
      hits: [],
    };
  }
  if (f.has('medical_advice')) lead.push(say(NO_MEDICAL_ADVICE, 'assistant.answer.no_medical_advice'));

  const figures = figuresFor(query, figureSource, locale);
  const hits = usable(index.query(query, 8));
  const confident = hits.filter((h) => h.coverage >= MIN_COVERAGE);
  const top = (confident.length ? confident : []).slice(0, QUOTES);
  const parts = [...lead];
  const citations: Citation[] = [];
  for (const fig of figures) {
    parts.push(locale === 'en' ? fig.text : `${t(locale, 'assistant.answer.figure_note')} ${fig.text}`);
    citations.push(...fig.citations.map(cite));
  }
  if (top.length) {
    const onlyGlossary = top.every((h) => h.passage.kind === 'glossary');
    parts.push(
      locale !== 'en'
        ? t(locale, onlyGlossary ? 'assistant.answer.glossary_only' : figures.length ? 'assistant.answer.also' : 'assistant.answer.source_english')
        : onlyGlossary
          ? 'Your plan documents don\'t say this directly. In general terms (Covey glossary):'
          : figures.length
            ? 'Your plan documents also say:'
            : 'Here is what your plan documents say:',
    );
    for (const h of top) {
      const passage = inLocale(h.passage, locale);
      parts.push(`"${passage.text}"\n(${where(passage, locale)})`);
      citations.push(cite(passage));
    }
  }
  let handoff: HandoffReason | undefined;
  if (f.has('wants_person')) handoff = 'asked_for_person';
  else if (f.has('money_dispute')) handoff = 'money_dispute';
  else if (!figures.length && !top.length) handoff = 'low_confidence';

  if (handoff && locale !== 'en') {
    parts.push(t(locale, `assistant.answer.${handoff}`));
  } else if (handoff === 'low_confidence') {
    parts.push('I couldn\'t find this in your plan documents, so I don\'t want to guess. I\'ve asked your counselor to help: they can see your question in your counselor chat.');
  } else if (handoff === 'asked_for_person') {
    parts.push('I\'ve passed your question to your counselor. You can continue in your counselor chat.');
  } else if (handoff === 'money_dispute') {
    parts.push('Questions about a bill or a denied claim are best handled by your counselor, who can contact the plan for you. I\'ve shared your question with them.');
  }
  return { body: parts.join('\n\n').slice(0, 3900), citations: dedupe(citations).slice(0, 6), handoff, flags: fl, hits: top };
}

function dedupe(cs: Citation[]): Citation[] {
  const seen = new Set<string>();
  return cs.filter((c) => {
    const k = `${c.title}|${c.page}|${c.snippet}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
