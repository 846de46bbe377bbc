/**
 * `npm run eval:assistant`: the offline answerer over the evaluation set in
 * server/test/fixtures/assistant (two fictional SBC PDFs, their plans and coverages). Prints the
 * exact-source hit rate (the expected SBC page among the top 3 citations) and the answer accuracy
 * (the expected text in the answer). No network, no server. Exit code 1 under the 85% target.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerOffline } from '../src/covey/assistant/answer.js';
import { buildKnowledge, type Knowledge } from '../src/covey/assistant/knowledge-base.js';
import type { CoverageData, PlanData } from '../src/covey/assistant/passages.js';
import { pdfPages } from '../src/covey/assistant/pdf-text.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/assistant');
const TARGET = 0.85;

interface Fixture {
  sbc: string;
  plan: Omit<PlanData, 'id'>;
  coverage: Omit<CoverageData, 'id' | 'rx_bin' | 'rx_pcn' | 'rx_group' | 'effective_start' | 'effective_end'>;
}
interface Question {
  plan: string;
  question: string;
  page: number;
  answer: string;
}

async function knowledgeFor(key: string, f: Fixture): Promise<Knowledge> {
  const pages = await pdfPages(new Uint8Array(await readFile(join(dir, f.sbc))));
  const plan: PlanData = { id: key, ...f.plan };
  const coverage: CoverageData = { id: key, rx_bin: '', rx_pcn: '', rx_group: '', effective_start: '', effective_end: '', ...f.coverage };
  return buildKnowledge({
    pdfs: [{ title: `${f.plan.name} - Summary of Benefits and Coverage`, file: f.sbc, pages }],
    plans: [plan],
    coverages: [coverage],
    figurePlan: plan,
    figureCoverage: coverage,
  });
}

export interface EvalResult {
  questions: number;
  sourceHits: number;
  sourceTotal: number;
  correct: number;
  misses: string[];
}

export async function evaluate(): Promise<EvalResult> {
  const fixtures = JSON.parse(await readFile(join(dir, 'plans.json'), 'utf8')) as Record<string, Fixture>;
  const { questions } = JSON.parse(await readFile(join(dir, 'eval.json'), 'utf8')) as { questions: Question[] };
  const kb = new Map<string, Knowledge>();
  for (const [k, f] of Object.entries(fixtures)) kb.set(k, await knowledgeFor(k, f));
  let sourceHits = 0;
  let sourceTotal = 0;
  let correct = 0;
  const misses: string[] = [];
  for (const q of questions) {
    const k = kb.get(q.plan);
    const f = fixtures[q.plan];
    if (!k || !f) throw new Error(`unknown plan ${q.plan}`);
    const a = answerOffline(q.question, k.index, k.figures);
    const ok = a.body.toLowerCase().includes(q.answer.toLowerCase());
    if (ok) correct++;
    let hit = true;
    if (q.page > 0) {
      sourceTotal++;
      hit = a.citations.slice(0, 3).some((c) => c.file === f.sbc && c.page === q.page);
      if (hit) sourceHits++;
    }
    if (!ok || !hit) {
      const got = a.citations.slice(0, 3).map((c) => (c.page ? `p${c.page}` : c.title)).join(', ');
      misses.push(`  [${q.plan}] ${q.question}\n    expected page ${q.page}, "${q.answer}"; cited ${got || 'nothing'}${ok ? '' : ' (answer missing the text)'}`);
    }
  }
  return { questions: questions.length, sourceHits, sourceTotal, correct, misses };
}

async function main(): Promise<void> {
  const { questions, sourceHits, sourceTotal, correct, misses } = await evaluate();
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log(`Assistant evaluation (offline answerer), ${questions} questions over 2 SBCs`);
  console.log(`  exact source in top 3: ${sourceHits}/${sourceTotal} = ${pct(sourceHits, sourceTotal)} (target ${TARGET * 100}%)`);
  console.log(`  answer accuracy:       ${correct}/${questions} = ${pct(correct, questions)}`);
  if (misses.length) console.log(`Misses:\n${misses.join('\n')}`);
  if (sourceHits / Math.max(1, sourceTotal) < TARGET) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
