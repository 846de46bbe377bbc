/** The first screen's chunk: which modules it may take (decision 0059). */
import { describe, expect, it } from 'vitest';
import { firstScreenModules, homeDataModules, staticClosure } from './first-screen-chunk';

/** a module graph as the bundler reports it: id → static imports */
function graph(edges: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id]! } : null),
  };
}

const S = '/app/web/src/';
const g = graph({
  [`${S}main.tsx`]: [`${S}lib/session.ts`],
  [`${S}app/routes/auth/login.tsx`]: [`${S}lib/api-errors.ts`, `${S}lib/session.ts`],
  [`${S}app/routes/main/home.tsx`]: [`${S}features/home/card.tsx`, `${S}lib/api-errors.ts`, `${S}lib/whose.ts`],
  [`${S}features/home/card.tsx`]: [`${S}lib/whose.ts`, `${S}features/home/card.css`],
  [`${S}features/home/card.css`]: [],
  [`${S}lib/whose.ts`]: [],
  [`${S}lib/api-errors.ts`]: [],
  [`${S}lib/session.ts`]: [],
  [`${S}app/routes/plans/plans.tsx`]: [`${S}lib/whose.ts`],
});

describe('the first screen chunk', () => {
  it('follows static imports from the roots', () => {
    expect([...staticClosure(g, ['app/routes/main/home.tsx'])].sort()).toEqual(
      [
        `${S}app/routes/main/home.tsx`,
        `${S}features/home/card.css`,
        `${S}features/home/card.tsx`,
        `${S}lib/api-errors.ts`,
        `${S}lib/whose.ts`,
      ].sort(),
    );
  });

  it('takes the home’s own modules but nothing the entry or /login reach, and no stylesheet', () => {
    const members = firstScreenModules(g);
    expect(members.has(`${S}app/routes/main/home.tsx`)).toBe(true);
    expect(members.has(`${S}features/home/card.tsx`)).toBe(true);
    expect(members.has(`${S}lib/whose.ts`)).toBe(true);
    expect(members.has(`${S}lib/api-errors.ts`)).toBe(false); // /login needs it: its first load stays as it was
    expect(members.has(`${S}lib/session.ts`)).toBe(false);
    expect(members.has(`${S}features/home/card.css`)).toBe(false);
    expect(members.has(`${S}app/routes/plans/plans.tsx`)).toBe(false); // other screens keep their own chunks
  });

  it('gives the home’s data prefetch its query definitions, nothing /login reaches and nothing of the home’s code', () => {
    const withData = graph({
      [`${S}main.tsx`]: [`${S}lib/session.ts`],
      [`${S}app/routes/auth/login.tsx`]: [`${S}lib/session.ts`],
      [`${S}app/routes/main/home.tsx`]: [`${S}app/routes/main/home-data.ts`, `${S}features/home/card.tsx`],
      [`${S}app/routes/main/home-data.ts`]: [`${S}features/plans/api/plans.ts`, `${S}lib/session.ts`],
      [`${S}features/plans/api/plans.ts`]: [],
      [`${S}features/home/card.tsx`]: [`${S}features/plans/api/plans.ts`],
      [`${S}lib/session.ts`]: [],
    });
    expect([...homeDataModules(withData)].sort()).toEqual([`${S}app/routes/main/home-data.ts`, `${S}features/plans/api/plans.ts`]);
    expect([...firstScreenModules(withData)]).toEqual([`${S}app/routes/main/home.tsx`, `${S}features/home/card.tsx`]);
  });
});
