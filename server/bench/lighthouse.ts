/**
 * Lighthouse (mobile preset) on the built app as the real server sends it (decision 0036): `/login`, `/signup`
 * and a signed-in member's `/`. Prints the four category scores, LCP/TBT/FCP and the transferred bytes.
 * Scores depend on the machine's speed: nothing here fails on them; the byte budgets are checked
 * deterministically by `npm run bundle-size -w web`.
 *
 * `npm run lighthouse` (build first: `npm run build`), and at the end of `npm run bench` (BENCH_LIGHTHOUSE=0
 * skips it there). Env: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_JSON=<file> writes the figures,
 * LIGHTHOUSE_REQUESTS=<dir> each route's requests (transfer size and URL), LIGHTHOUSE_LHR=<dir> each
 * route's whole report, LIGHTHOUSE_ROUTES=/login,/ only those routes.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { ApiClient } from './api.js';
import { freePort, MAIN_JS, ROOT, runNode, startNode, stop, type Proc } from './server-proc.js';

const CHROME = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
/** the flags the issue asks for: headless in a container, nothing in the background that skews timings */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ADMIN = { email: 'lighthouse-admin@example.com', password: 'lighthouse-admin-password-1' };
const MEMBER = {
  email: 'lighthouse-member@example.com',
  password: 'lighthouse-member-Passw0rd',
  name: 'Casey Example',
};
/** web/src/features/onboarding/agreement-documents.ts: the documents a member has signed to get past the guard */
const AGREEMENTS = ['terms', 'privacy', 'hipaa_authorization', 'ai_assistant_notice'];
const AGREEMENTS_VERSION = '2026-01';

export interface RouteFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  transferKb: number;
  requests: number;
  unusedCssKb: number;
  unusedJsKb: number;
  compressionKb: number;
}

interface Audit {
  numericValue?: number;
  details?: { overallSavingsBytes?: number; items?: unknown[] };
}

async function seedMember(url: string): Promise<{ token: string; record: unknown }> {
  const api = new ApiClient(url);
  await api.authSuperuser(ADMIN.email, ADMIN.password);
  const user = await api.req<{ id: string }>('POST', '/api/collections/users/records', {
    email: MEMBER.email,
    password: MEMBER.password,
    passwordConfirm: MEMBER.password,
    name: MEMBER.name,
    role: 'member',
    verified: true,
  });
  const filter = encodeURIComponent(`user = "${user.id}"`);
  const members = await api.req<{ items: { id: string }[] }>(
    'GET',
    `/api/collections/members/records?filter=${filter}`,
  );
  const member = members.items[0];
  if (!member) throw new Error('no member record was created for the new user');
  await api.req('PATCH', `/api/collections/members/records/${member.id}`, { onboarding_step: 'completed' });
  for (const document of AGREEMENTS) {
    await api.req('POST', '/api/collections/agreements/records', {
      user: user.id,
      member: member.id,
      document,
      version: AGREEMENTS_VERSION,
      action: 'accepted',
      signature_name: MEMBER.name,
    });
  }
  return api.req<{ token: string; record: unknown }>('POST', '/api/collections/users/auth-with-password', {
    identity: MEMBER.email,
    password: MEMBER.password,
  });
}

const kb = (bytes: number | undefined): number => Math.round((bytes ?? 0) / 100) / 10;
const ms = (v: number | undefined): number => Math.round(v ?? 0);
const score = (v: number | null | undefined): number => Math.round((v ?? 0) * 100);

async function audit(
  browser: Browser,
  url: string,
  route: string,
  session?: { token: string; record: unknown },
): Promise<RouteFigures> {
  const page = await browser.newPage();
  try {
    if (session) {
      // the app's session as it stores it (lib/auth-store.ts), then a run that keeps storage (a returning member)
      await page.goto(`${url}/app-config.js`);
      await page.evaluate(
        (s: { token: string; record: unknown; url: string }) => {
          // runs in the page (this file is compiled without the DOM types)
          const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
            .localStorage;
          storage.setItem('covey.auth', JSON.stringify({ token: s.token, record: s.record }));
          storage.setItem('covey.authUrl', s.url);
        },
        { ...session, url },
      );
    }
    // a cold HTTP cache as for the other routes (the runs before filled it); the session stays
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url + route,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(session),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${route}: ${runtimeError.code} ${runtimeError.message}`);
    const a = (id: string): Audit => (audits[id] ?? {}) as Audit;
    const name = route === '/' ? 'root' : route.replace(/\W/g, '');
    const lhrOut = process.env['LIGHTHOUSE_LHR'];
    // the whole report (trace-derived audits: main-thread breakdown, request chains, LCP element) for a closer look
    if (lhrOut) writeFileSync(path.join(lhrOut, `${name}.json`), JSON.stringify(result.lhr));
    const requestsOut = process.env['LIGHTHOUSE_REQUESTS'];
    if (requestsOut) {
      // what the page fetched, to check the byte budgets' route lists (web/scripts/bundle-size.mjs) against
      const items = (a('network-requests').details?.items ?? []) as { url: string; transferSize?: number }[];
      writeFileSync(
        path.join(requestsOut, `${name}.txt`),
        items.map((i) => `${i.transferSize ?? 0}\t${i.url}`).join('\n'),
      );
    }
    return {
      route: session ? `${route} (member)` : route,
      performance: score(categories['performance']?.score),
      accessibility: score(categories['accessibility']?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories['seo']?.score),
      fcpMs: ms(a('first-contentful-paint').numericValue),
      lcpMs: ms(a('largest-contentful-paint').numericValue),
      tbtMs: ms(a('total-blocking-time').numericValue),
      transferKb: kb(a('total-byte-weight').numericValue),
      requests: a('network-requests').details?.items?.length ?? 0,
      unusedCssKb: kb(a('unused-css-rules').details?.overallSavingsBytes),
      unusedJsKb: kb(a('unused-javascript').details?.overallSavingsBytes),
      compressionKb: kb(a('uses-text-compression').details?.overallSavingsBytes),
    };
  } finally {
    await page.close();
  }
}

export function lighthouseTable(rows: RouteFigures[]): string {
  const head = [
    'route',
    'perf',
    'a11y',
    'b.p.',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'transfer KB',
    'req',
    'unused CSS KB',
    'unused JS KB',
    'compressible KB',
  ];
  const body = rows.map((r) =>
    [
      r.route,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.fcpMs,
      r.lcpMs,
      r.tbtMs,
      r.transferKb,
      r.requests,
      r.unusedCssKb,
      r.unusedJsKb,
      r.compressionKb,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

/** Starts the built server on a fresh data folder, seeds a member and runs Lighthouse on the three routes. */
export async function runLighthouse(log: (s: string) => void): Promise<RouteFigures[]> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} not found: run \`npm run build\` first`);
  if (!existsSync(path.join(ROOT, 'web', 'dist', 'index.html')))
    throw new Error('web/dist not found: run `npm run build` first');
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (set CHROME_PATH)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'covey-lighthouse-'));
  let server: Proc | undefined;
  let browser: Browser | undefined;
  try {
    const dataDir = path.join(dir, 'pb');
    runNode([MAIN_JS, 'superuser', 'upsert', ADMIN.email, ADMIN.password, `--dir=${dataDir}`]);
    const port = await freePort();
    server = await startNode([MAIN_JS, 'serve', `--http=127.0.0.1:${port}`, `--dir=${dataDir}`], port, '/api/health');
    const session = await seedMember(server.url);
    browser = await puppeteer.launch({
      executablePath: CHROME,
      headless: true,
      args: CHROME_FLAGS,
      userDataDir: path.join(dir, 'chrome'),
    });
    const rows: RouteFigures[] = [];
    // LIGHTHOUSE_ROUTES=/ (comma-separated) runs only those routes
    const only = process.env['LIGHTHOUSE_ROUTES']?.split(',');
    for (const [route, member] of [
      ['/login', false],
      ['/signup', false],
      ['/', true],
    ] as const) {
      if (only && !only.includes(route)) continue;
      log(`lighthouse ${route}${member ? ' (signed-in member)' : ''} ...`);
      rows.push(await audit(browser, server.url, route, member ? session : undefined));
    }
    return rows;
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows = await runLighthouse((s) => console.log(s));
  console.log(
    `\nLighthouse ${'(mobile preset, simulated slow 4G and 4x CPU slowdown)'}; scores vary with the machine's load`,
  );
  console.log(lighthouseTable(rows));
  const out = process.env['LIGHTHOUSE_JSON'];
  if (out) writeFileSync(out, JSON.stringify(rows, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
