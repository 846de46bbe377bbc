/** The assistant's evaluation set (`npm run eval:assistant`) as a test: the 85% source target holds. */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../bench/assistant-eval.js';

describe('assistant evaluation (offline answerer)', () => {
  it('finds the exact SBC page in the top 3 for at least 85% of 40+ questions', async () => {
    const r = await evaluate();
    expect(r.questions).toBeGreaterThanOrEqual(40);
    expect(r.sourceHits / r.sourceTotal).toBeGreaterThanOrEqual(0.85);
    expect(r.correct / r.questions).toBeGreaterThanOrEqual(0.85);
  });
});
