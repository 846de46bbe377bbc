/**
 * Turning a member's sources into passages the assistant can retrieve and quote verbatim: PDF pages
 * split into paragraphs (page numbers kept), a benefit plan's cost sharing and summary, a
 * coverage's fields and accumulators, and the glossary. Pure functions: the store is read in
 * knowledge.ts.
 */
import { GLOSSARY } from './glossary.js';
import type { PdfPage } from './pdf-text.js';
import { htmlToText } from '../../util/html-text.js';

type SourceKind = 'document' | 'plan' | 'coverage' | 'glossary';

export interface Passage {
  id: string;
  kind: SourceKind;
  /** title of the source document ("Northwind Bronze HSA Plan - SBC", "Your coverage", "Glossary") */
  title: string;
  /** `{collectionId}/{recordId}/{filename}` for a stored PDF, '' otherwise */
  file: string;
  /** 1-based page for PDFs, 0 otherwise */
  page: number;
  /** a heading or first words that give the passage context (indexed with a boost) */
  section: string;
  /** the passage, verbatim from its source */
  text: string;
  /** app path of the record behind a non-file source (e.g. `/coverages/edit/abc`) */
  link?: string;
}

const MAX_PARAGRAPH = 700;

/** a page's lines joined back into paragraphs (a line ending in . : ? or a short heading ends one) */
export function paragraphs(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  const lines = text.split('\n').map((l) => l.trim());
  lines.forEach((line, i) => {
    if (!line) {
      if (cur) out.push(cur);
      cur = '';
      return;
    }
    cur = cur ? `${cur} ${line}` : line;
    const next = lines[i + 1] ?? '';
    // a short line followed by a capitalised one is a heading (or a paragraph's last line)
    const short = line.length < 70 && /^[A-Z]/.test(next);
    if (/[.:?!]$/.test(line) || short || cur.length >= MAX_PARAGRAPH) {
      out.push(cur);
      cur = '';
    }
  });
  if (cur) out.push(cur);
  return out.flatMap((p) => splitLong(p)).filter((p) => p.length > 1);
}

function splitLong(p: string): string[] {
  if (p.length <= MAX_PARAGRAPH) return [p];
  const parts: string[] = [];
  let cur = '';
  for (const s of p.split(/(?<=[.;])\s+/)) {
    if (cur && cur.length + s.length + 1 > MAX_PARAGRAPH) {
      parts.push(cur);
      cur = s;
    } else cur = cur ? `${cur} ${s}` : s;
  }
  if (cur) parts.push(...(cur.length > MAX_PARAGRAPH ? cur.match(/.{1,700}(\s|$)/g) ?? [cur] : [cur]));
  return parts.map((x) => x.trim());
}

/** the passages of one PDF; a heading (a short line without a period) becomes the section of what follows */
export function pdfPassages(pages: PdfPage[], source: { title: string; file: string; idPrefix: string }): Passage[] {
  const out: Passage[] = [];
  for (const p of pages) {
    let section = '';
    let lead = '';
    paragraphs(p.text).forEach((text, i) => {
      if (text === source.title || /^page \d+( of \d+)?$/i.test(text)) return;
      // a heading (no sentence end): it names what follows rather than saying anything itself
      if (text.length < 160 && !/[.?!:)]$/.test(text)) {
        section = text;
        lead = '';
        return;
      }
      if (text.endsWith(':') && text.length < 120) {
        lead = text.replace(/:$/, '');
        return;
      }
      out.push({
        id: `${source.idPrefix}:${p.page}:${i}`,
        kind: 'document',
        title: source.title,
        file: source.file,
        page: p.page,
        section: [section, lead].filter(Boolean).join(' - '),
        text,
      });
    });
  }
  return out;
}

const money = (v: unknown): string | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}` : null;
};

const COPAY_LABELS: Record<string, string> = {
  pcp: 'Primary care visit',
  specialist: 'Specialist visit',
  urgent: 'Urgent care',
  er: 'Emergency room',
};

type CostSharing = Record<string, unknown>;

/** the plan's cost sharing as sentences (one passage each) */
function costSharingLines(cs: CostSharing): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const pair = (a: unknown, b: unknown) => [money(a) && `${money(a)} individual`, money(b) && `${money(b)} family`].filter(Boolean).join(' / ');
  const ded = pair(cs['deductible_ind'], cs['deductible_fam']);
  if (ded) out.push({ key: 'deductible', text: `Deductible: ${ded} per plan year.` });
  const oop = pair(cs['oop_max_ind'], cs['oop_max_fam']);
  if (oop) out.push({ key: 'oop', text: `Out-of-pocket maximum: ${oop} per plan year.` });
  const co = cs['coinsurance'];
  if (co !== undefined && co !== null && co !== '') {
    const pct = typeof co === 'number' && co <= 1 ? Math.round(co * 100) : Number(co);
    if (Number.isFinite(pct)) out.push({ key: 'coinsurance', text: `Coinsurance: ${pct}% of the allowed amount after the deductible.` });
  }
  const copays = (cs['copays'] && typeof cs['copays'] === 'object' ? cs['copays'] : {}) as Record<string, unknown>;
  for (const [k, label] of Object.entries(COPAY_LABELS)) {
    const m = money(copays[k]);
    if (m) out.push({ key: `copay_${k}`, text: `${label} copay: ${m} per visit.` });
  }
  const tiers = copays['rx_tiers'];
  if (Array.isArray(tiers) && tiers.length) {
    const t = tiers.map((v, i) => `Tier ${i + 1} ${money(v) ?? String(v)}`).join(', ');
    out.push({ key: 'copay_rx', text: `Prescription drug copays: ${t}.` });
  } else if (tiers && typeof tiers === 'object') {
    const t = Object.entries(tiers as Record<string, unknown>).map(([k, v]) => `${k} ${money(v) ?? String(v)}`).join(', ');
    if (t) out.push({ key: 'copay_rx', text: `Prescription drug copays: ${t}.` });
  }
  return out;
}

/** text of an editor (HTML) field */
const htmlText = (html: string): string => htmlToText(html);

export interface PlanData {
  id: string;
  name: string;
  type: string;
  carrier: string;
  network: string;
  summary: string;
  cost_sharing: CostSharing;
  hsa_eligible: boolean;
}

export function planPassages(plan: PlanData): Passage[] {
  const title = `${plan.name || 'Your benefit plan'} - plan details`;
  const base = { kind: 'plan' as const, title, file: '', page: 0, section: plan.name };
  const out: Passage[] = costSharingLines(plan.cost_sharing).map((l) => ({ ...base, id: `plan:${plan.id}:${l.key}`, text: l.text }));
  const about = [
    plan.type && `${plan.name} is a ${plan.type} plan`,
    plan.carrier && `from ${plan.carrier}`,
    plan.network && `using the ${plan.network} network`,
  ].filter(Boolean).join(' ');
  if (about) out.push({ ...base, id: `plan:${plan.id}:about`, text: `${about}.${plan.hsa_eligible ? ' It is HSA-eligible.' : ''}` });
  paragraphs(htmlText(plan.summary)).forEach((text, i) => out.push({ ...base, id: `plan:${plan.id}:summary:${i}`, text }));
  return out;
}

export interface CoverageData {
  id: string;
  type: string;
  carrier: string;
  plan_name: string;
  network: string;
  member_id: string;
  group_number: string;
  rx_bin: string;
  rx_pcn: string;
  rx_group: string;
  effective_start: string;
  effective_end: string;
  status: string;
  payer_phone: string;
  accumulators: Record<string, unknown>;
}

const day = (d: string) => (d ? d.slice(0, 10) : '');

export function coveragePassages(c: CoverageData): Passage[] {
  const name = [c.carrier, c.plan_name].filter(Boolean).join(' ') || 'your plan';
  const base = { kind: 'coverage' as const, title: `Your coverage: ${name}`, file: '', page: 0, section: `${c.type} coverage`, link: `/coverages/edit/${c.id}` };
  const out: Passage[] = [];
  const card = [
    `Your ${c.type || 'health'} coverage is ${name}${c.network ? ` (${c.network} network)` : ''}, status ${c.status || 'unknown'}.`,
    c.member_id && `Member ID: ${c.member_id}.`,
    c.group_number && `Group number: ${c.group_number}.`,
    (c.rx_bin || c.rx_pcn || c.rx_group) && `Pharmacy (Rx) BIN ${c.rx_bin || '-'}, PCN ${c.rx_pcn || '-'}, Rx group ${c.rx_group || '-'}.`,
    (c.effective_start || c.effective_end) && `Effective ${day(c.effective_start) || '?'} to ${day(c.effective_end) || 'ongoing'}.`,
    c.payer_phone && `Member services phone on your card: ${c.payer_phone}.`,
  ].filter(Boolean).join(' ');
  out.push({ ...base, id: `coverage:${c.id}:card`, text: card });
  const a = c.accumulators ?? {};
  const met = money(a['deductible_met']);
  const oop = money(a['oop_met']);
  if (met || oop) {
    const asOf = typeof a['as_of'] === 'string' && a['as_of'] ? ` as of ${day(a['as_of'])}` : '';
    out.push({
      ...base,
      id: `coverage:${c.id}:accumulators`,
      text: [met && `Deductible met so far: ${met}${asOf}.`, oop && `Out-of-pocket costs met so far: ${oop}${asOf}.`].filter(Boolean).join(' '),
    });
  }
  return out;
}

export function glossaryPassages(): Passage[] {
  return GLOSSARY.map((g, i) => ({ id: `glossary:${i}`, kind: 'glossary', title: 'Covey glossary of benefits terms', file: '', page: 0, section: g.term, text: g.text }));
}
