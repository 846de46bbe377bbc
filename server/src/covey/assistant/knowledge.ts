/**
 * Each member's knowledge, built lazily in memory and keyed by member id: their coverages (fields,
 * accumulators, attached PDFs), the benefit plans of their coverages (or, when no coverage names
 * one, their employer's active plans: cost sharing, summary, SBC and other PDFs), their own SBC /
 * plan-letter files, and the glossary. Nothing of another member or employer is ever read into a
 * member's entry. Hooks (hooks/assistant-index.ts) drop an entry when one of its sources changes;
 * extracted PDF text is cached by storage key (a stored file name never changes content).
 */
import type { CoreApp } from '../../core/core-app.js';
import { findRecordsReferencing } from '../../core/records/record-queries.js';
import { collection, findById, list, str } from '../hooks/context.js';
import { buildKnowledge, type Knowledge, type PdfSource } from './knowledge-base.js';
import type { CoverageData, PlanData } from './passages.js';
import { pdfPages, type PdfPage } from './pdf-text.js';
import type { StoreRecord } from '../store/store.js';

interface Entry {
  employer: string;
  plans: Set<string>;
  built: Promise<Knowledge>;
}

const MAX_MEMBERS = 500;
const MAX_PDF_BYTES = 20 * 1024 * 1024;
const MAX_PDF_TEXTS = 300;
const MEMBER_FILE_KINDS = new Set(['sbc', 'letter']);

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function planData(r: StoreRecord<'benefit_plans'>): PlanData {
  const d = r.data;
  return {
    id: d.id, name: d.name, type: d.type, carrier: d.carrier, network: d.network,
    summary: d.summary, cost_sharing: obj(d.cost_sharing), hsa_eligible: d.hsa_eligible === true,
  };
}

function coverageData(r: StoreRecord<'coverages'>): CoverageData {
  const d = r.data;
  const s = (k: string) => str(d[k]);
  return {
    id: s('id'), type: s('type'), carrier: s('carrier'), plan_name: s('plan_name'), network: s('network'), member_id: s('member_id'),
    group_number: s('group_number'), rx_bin: s('rx_bin'), rx_pcn: s('rx_pcn'), rx_group: s('rx_group'), effective_start: s('effective_start'),
    effective_end: s('effective_end'), status: s('status'), payer_phone: s('payer_phone'), accumulators: obj(d.accumulators),
  };
}

export class KnowledgeStore {
  private readonly entries = new Map<string, Entry>();
  private readonly pdfTexts = new Map<string, Promise<PdfPage[]>>();

  constructor(private readonly core: CoreApp) {}

  /** the knowledge of one member (built on first use, then reused until a source changes) */
  get(memberId: string): Promise<Knowledge> {
    const hit = this.entries.get(memberId);
    if (hit) return hit.built;
    const entry: Entry = { employer: '', plans: new Set(), built: Promise.resolve(null as unknown as Knowledge) };
    entry.built = this.build(memberId, entry);
    entry.built.catch(() => this.entries.delete(memberId));
    if (this.entries.size >= MAX_MEMBERS) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(memberId, entry);
    return entry.built;
  }

  invalidateMember(memberId: string): void {
    this.entries.delete(memberId);
  }

  /** a plan changed: every member whose knowledge used it (or could: same employer) is rebuilt */
  invalidatePlan(planId: string, employerId: string): void {
    for (const [id, e] of this.entries) if (e.plans.has(planId) || (employerId && e.employer === employerId)) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  private async pdf(key: string): Promise<PdfPage[]> {
    let p = this.pdfTexts.get(key);
    if (!p) {
      p = (async () => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of await this.core.files.get(key)) {
          const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          size += b.length;
          if (size > MAX_PDF_BYTES) return [];
          chunks.push(b);
        }
        return pdfPages(new Uint8Array(Buffer.concat(chunks)));
      })().catch(() => [] as PdfPage[]);
      if (this.pdfTexts.size >= MAX_PDF_TEXTS) this.pdfTexts.delete(this.pdfTexts.keys().next().value as string);
      this.pdfTexts.set(key, p);
    }
    return p;
  }

  private async pdfSources(r: StoreRecord<'benefit_plans' | 'coverages' | 'files'>, fields: string[], title: (name: string, field: string) => string): Promise<PdfSource[]> {
    const out: PdfSource[] = [];
    for (const field of fields) {
      for (const name of list(r.data[field]).filter((n) => n.toLowerCase().endsWith('.pdf'))) {
        const file = `${r.collection.id}/${str(r.data.id)}/${name}`;
        const pages = await this.pdf(file);
        if (pages.length) out.push({ title: title(name, field), file, pages });
      }
    }
    return out;
  }

  private async build(memberId: string, entry: Entry): Promise<Knowledge> {
    const core = this.core;
    const q = core.db;
    const member = await findById(core, q, 'members', memberId);
    if (!member) return buildKnowledge({ pdfs: [], plans: [], coverages: [] });
    entry.employer = member.data.employer;
    const coverages = (await findRecordsReferencing(q, collection(core, 'coverages'), 'member', false, memberId)) as StoreRecord<'coverages'>[];
    const live = coverages.filter((c) => c.data.status !== 'cancelled');
    const linked = [...new Set(live.map((c) => c.data.benefit_plan).filter(Boolean))];
    let plans: StoreRecord<'benefit_plans'>[] = [];
    for (const id of linked) {
      const p = await findById(core, q, 'benefit_plans', id);
      // a coverage may only bring in a plan of the member's own employer
      if (p && p.data.employer === entry.employer) plans.push(p);
    }
    if (!plans.length && entry.employer) {
      const all = (await findRecordsReferencing(q, collection(core, 'benefit_plans'), 'employer', false, entry.employer)) as StoreRecord<'benefit_plans'>[];
      // the active offerings; when none is marked active (a plan saved without the flag), all of them
      const active = all.filter((p) => p.data.active === true);
      plans = active.length ? active : all;
    }
    for (const p of plans) entry.plans.add(p.data.id);

    const pdfs: PdfSource[] = [];
    for (const p of plans) {
      const name = p.data.name || 'Your plan';
      pdfs.push(...(await this.pdfSources(p, ['sbc', 'documents'], (n, f) => (f === 'sbc' ? `${name} - Summary of Benefits and Coverage` : `${name} - ${n.replace(/_[a-z0-9]{10}\.pdf$/i, '.pdf')}`))));
    }
    for (const c of live) {
      const name = [c.data.carrier, c.data.plan_name].filter(Boolean).join(' ') || 'your coverage';
      pdfs.push(...(await this.pdfSources(c, ['documents'], (n) => `Coverage document (${name}): ${n.replace(/_[a-z0-9]{10}\.pdf$/i, '.pdf')}`)));
    }
    const files = ((await findRecordsReferencing(q, collection(core, 'files'), 'member', false, memberId)) as StoreRecord<'files'>[])
      .filter((f) => MEMBER_FILE_KINDS.has(f.data.kind));
    for (const f of files) pdfs.push(...(await this.pdfSources(f, ['file'], (n) => f.data.title || n)));

    const primary = live.find((c) => c.data.primary === true && c.data.status === 'active') ?? live.find((c) => c.data.status === 'active') ?? live[0];
    const figurePlan = primary ? plans.find((p) => p.data.id === primary.data.benefit_plan) ?? (plans.length === 1 ? plans[0] : undefined) : plans.length === 1 ? plans[0] : undefined;
    return buildKnowledge({
      pdfs,
      plans: plans.map(planData),
      coverages: live.map(coverageData),
      ...(figurePlan ? { figurePlan: planData(figurePlan) } : {}),
      ...(primary ? { figureCoverage: coverageData(primary) } : {}),
    });
  }
}

const stores = new WeakMap<CoreApp, KnowledgeStore>();

/** the knowledge store of one app (one per server process; tests get one per app) */
export function knowledgeStore(core: CoreApp): KnowledgeStore {
  let s = stores.get(core);
  if (!s) {
    s = new KnowledgeStore(core);
    stores.set(core, s);
  }
  return s;
}
