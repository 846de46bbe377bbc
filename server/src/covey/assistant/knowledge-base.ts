/**
 * One member's knowledge: the passages of their sources, the index over them and what the figures
 * are computed from. Built from plain data (knowledge.ts reads it from the store; the evaluation
 * reads it from fixtures).
 */
import type { FigureSource } from './figures.js';
import {
  coveragePassages, glossaryPassages, pdfPassages, planPassages, type CoverageData, type Passage, type PlanData,
} from './passages.js';
import type { PdfPage } from './pdf-text.js';
import { PassageIndex } from './search-index.js';

export interface PdfSource {
  title: string;
  /** `{collectionId}/{recordId}/{filename}` */
  file: string;
  pages: PdfPage[];
}

export interface KnowledgeInput {
  pdfs: PdfSource[];
  plans: PlanData[];
  coverages: CoverageData[];
  /** the plan the figures use (the primary coverage's plan) */
  figurePlan?: PlanData;
  figureCoverage?: CoverageData;
}

export interface Knowledge {
  index: PassageIndex;
  passages: Passage[];
  figures: FigureSource;
}

export function buildKnowledge(input: KnowledgeInput): Knowledge {
  const passages: Passage[] = [];
  input.pdfs.forEach((pdf, i) => passages.push(...pdfPassages(pdf.pages, { title: pdf.title, file: pdf.file, idPrefix: `pdf${i}` })));
  for (const plan of input.plans) passages.push(...planPassages(plan));
  for (const c of input.coverages) passages.push(...coveragePassages(c));
  passages.push(...glossaryPassages());
  const fp = input.figurePlan;
  const fc = input.figureCoverage;
  return {
    index: new PassageIndex(passages),
    passages,
    figures: {
      ...(fp ? { plan: { name: fp.name, cost_sharing: fp.cost_sharing } } : {}),
      ...(fc ? { coverage: { id: fc.id, name: [fc.carrier, fc.plan_name].filter(Boolean).join(' '), accumulators: fc.accumulators ?? {} } } : {}),
    },
  };
}
