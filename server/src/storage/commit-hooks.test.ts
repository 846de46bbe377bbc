import { describe, expect, it, vi } from 'vitest';
import { runCommitHooks } from './commit-hooks.js';

describe('runCommitHooks', () => {
  it('runs every callback in order and gives the loop a turn between them once the budget is spent', async () => {
    const seen: string[] = [];
    let turns = 0;
    let done = false;
    const tick = () => {
      turns++;
      seen.push('turn');
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    // budget 0: every callback is preceded by a turn of the loop (the old loop ran them all in one turn)
    await runCommitHooks([() => seen.push('a'), () => seen.push('b'), () => seen.push('c')], 0);
    done = true;
    expect(seen.filter((s) => s !== 'turn')).toEqual(['a', 'b', 'c']);
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(seen.indexOf('turn')).toBeLessThan(seen.indexOf('c'));
  });

  it('keeps going after a callback that throws', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    await runCommitHooks([() => { throw new Error('boom'); }, () => seen.push('after')]);
    expect(seen).toEqual(['after']);
    expect(err).toHaveBeenCalledOnce();
    err.mockRestore();
  });
});
