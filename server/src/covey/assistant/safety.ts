/**
 * What a question is, before any retrieval: an emergency or crisis (guidance first), a request for
 * medical advice (not given), a question about someone else (not answered), a request for a person
 * or a dispute about money (handed to the counselor). Plain patterns: they err towards caution.
 */
export type Flag = 'crisis' | 'emergency' | 'medical_advice' | 'other_person' | 'wants_person' | 'money_dispute';

const CRISIS = /\b(suicid\w*|kill (my ?self|myself)|end (my|it all)|want to die|wanna die|self[- ]?harm|hurt(ing)? myself|cut(ting)? myself|no reason to live|overdos\w*)\b/i;
const EMERGENCY =
  /\b(chest pains?|heart attack|can'?t breathe|cannot breathe|trouble breathing|not breathing|stroke|unconscious|passed out|severe(ly)? bleeding|bleeding (heavily|a lot)|seizure|poison(ed|ing)?|anaphyla\w*|choking|call 911|is this an emergency)\b/i;
const MEDICAL =
  /\b(diagnos\w*|what('?s| is) wrong with me|should i take|how much .{0,20}(should i take|dose)|dosage|dose of|which (medicine|medication|drug) should|do i have (a|an)? ?\w*(cancer|infection|disease|covid|flu)|is (it|this) (serious|cancer)|treat(ment)? for my|how (do|can|should) i treat|symptoms? of|should i (stop|start) (taking|my))\b/i;
const RELATIVE = '(wife|husband|spouse|partner|son|daughter|child|kid|mother|father|mom|dad|brother|sister|friend|coworker|co-worker|colleague|boss|manager|neighbou?r|roommate)';
const OTHER_PERSON = new RegExp(
  `\\b(someone else('?s)?|another (person|member|employee|patient)|other (members|employees|people|patients)|everyone('?s)?|all members|my ${RELATIVE}'?s?\\s+(deductible|claims?|coverage|plan|balance|bills?|records?|accumulators?|account|id|member id)|\\b${RELATIVE}'s (deductible|claims?|coverage|records?))\\b`,
  'i',
);
/** "<someone>'s deductible" where the owner is not the member's own plan, year, employer… */
const POSSESSIVE = /\b([a-z]+)'s\s+(deductible|claims?|coverage|balance|bills?|records?|member id|account|accumulators?|out[- ]of[- ]pocket|spending)\b/gi;
const NOT_A_PERSON = new Set(['plan', 'year', 'today', 'company', 'employer', 'insurer', 'insurance', 'carrier', 'family', 'hsa', 'fsa', 'network', 'policy', 'it', 'that', 'this', 'what', 'who', 'there', 'here', 'month', 'week']);
function possessiveOther(q: string): boolean {
  for (const m of q.matchAll(POSSESSIVE)) if (!NOT_A_PERSON.has((m[1] ?? '').toLowerCase())) return true;
  return false;
}
const OTHER_ID = /(?<!\bmy )\b(member|user|employee|patient|subscriber)\s*(id|number|#)?\s*[:#]?\s*[a-z0-9]*\d[a-z0-9]{3,}\b/i;
const ABOUT_RECORDS = /\b(deductible|claims?|coverage|balance|records?|data|information|bills?|spending)\b/i;
const ANOTHER = /\b(other|another) (member|user|employee|person)'?s?\b/i;
const NAMED_OTHER = /\b(?!My\b|Your\b|What\b|Is\b|The\b|How\b|Does\b|Do\b|Can\b|I\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?'s (deductible|claims?|coverage|plan|balance|bills?|records?|member id|account)\b/;
const WANTS_PERSON =
  /\b(talk|speak|chat) (to|with) (a |an |my |the )?(person|human|counselor|counsellor|agent|advocate|someone|somebody|representative|rep)\b|\b(real|live) (person|human)\b|\bhuman please\b|\bconnect me\b/i;
const MONEY_DISPUTE =
  /\b(overcharg\w*|charged (me )?twice|double[- ]billed|bill (is|was|looks) (wrong|too high|incorrect)|wrong (bill|charge|amount)|dispute\w*|refund|surprise bill|sent to collections|billing error|claim (was |got )?denied|denied (my )?claim)\b/i;

export function flags(question: string): Set<Flag> {
  const out = new Set<Flag>();
  if (CRISIS.test(question)) out.add('crisis');
  if (EMERGENCY.test(question)) out.add('emergency');
  if (MEDICAL.test(question)) out.add('medical_advice');
  if (OTHER_PERSON.test(question) || NAMED_OTHER.test(question) || possessiveOther(question) || ANOTHER.test(question) || (OTHER_ID.test(question) && ABOUT_RECORDS.test(question))) out.add('other_person');
  if (WANTS_PERSON.test(question)) out.add('wants_person');
  if (MONEY_DISPUTE.test(question)) out.add('money_dispute');
  return out;
}

export const CRISIS_GUIDANCE =
  'If you are thinking about suicide or harming yourself, or you are in crisis, call or text 988 (Suicide & Crisis Lifeline) now. If you are in immediate danger, call 911.';
export const EMERGENCY_GUIDANCE =
  'If this may be an emergency, call 911 or go to the nearest emergency room now. Do not wait for an answer here.';
export const NO_MEDICAL_ADVICE =
  'I can\'t diagnose conditions or give treatment or medication advice. Please ask your doctor, a pharmacist or your plan\'s nurse line. I can tell you what your plan covers.';
export const OTHER_PERSON_ANSWER =
  'I can only use your own coverage and your own plan documents. I can\'t look up or share anyone else\'s information. If you manage care for someone, your counselor can help with that.';
