import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

// What a cold visit of a page downloads in JavaScript (gzip), against its budget (docs/design.md §7,
// docs/performance.md): public pages ≤ 200 KB, signed-in pages ≤ 400 KB, unless
// bench/page-ceilings.json holds a page at its size for now. The a11y walk (a11y.spec.ts) opens every
// page of the site in a browser context of its own and counts what it downloaded by the time the
// page was checked, so each figure is a real cold visit, made once (docs/adr/0111-test-suite-25-minutes.md).
// bench/page-weights.mjs measures the same outside the suite, with --files to see each script.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUDGET_KB = { public: 200, private: 400 } as const;
/** A move in the app to another remote's page, after a first page (antd already there). */
export const MOVE_BUDGET_KB = 120;
const CEILINGS = JSON.parse(readFileSync(path.join(ROOT, 'bench/page-ceilings.json'), 'utf8')) as { ceilings: Record<string, number>; moves?: Record<string, number> };

/** The most a page of `pattern` may download cold, and where that figure comes from. */
export function pageLimit(pattern: string, guarded: boolean): { kb: number; why: string } {
  const ceiling = CEILINGS.ceilings[pattern];
  if (ceiling !== undefined) return { kb: ceiling, why: `its ceiling in bench/page-ceilings.json` };
  const kind = guarded ? 'private' : 'public';
  return { kb: BUDGET_KB[kind], why: `the ${kind} budget` };
}

/** The most a move to another remote's page may download (`<who>: → <path>`, as bench/page-weights.mjs names it). */
export const moveLimit = (key: string): number => CEILINGS.moves?.[key] ?? MOVE_BUDGET_KB;

/** How long no request may have run before the scripts are counted. */
const QUIET_MS = 1000;

export interface Script {
  url: string;
  /** gzip bytes (level 9, as bench/page-weights.mjs counts). */
  size: number;
}

/**
 * The gzip size (level 9) of the script at `url`, fetched once per run and URL: the build's files do
 * not change while the site runs, so a URL's bytes are the same on every visit, and the walk's
 * 112 visits need not each copy 3 MB of script bodies back from the browser (response.body(), base64
 * over the DevTools protocol) and compress them again.
 */
const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const sizes = new Map<string, Promise<number>>();
function gzipSizeOf(url: string): Promise<number> {
  let size = sizes.get(url);
  if (!size) {
    size = fetch(url).then(async (res) => (res.ok ? gzipSize(Buffer.from(await res.arrayBuffer())) : 0));
    sizes.set(url, size);
  }
  return size;
}

/**
 * Counts the scripts the page downloads from now on. A page that sends the browser elsewhere (the
 * sign-out, the redirect page) is counted up to then: what loads after is the next page's. `take()`
 * waits for a quiet network, then answers what was counted so far and starts again. With `verify`,
 * each script's size is also taken from the body the browser received, and the two must agree.
 */
export function countScripts(page: Page, opened?: string, o: { verify?: boolean } = {}) {
  let files: Promise<Script>[] = [];
  let left = false;
  // Requests in flight (socket.io's long polls stay open by design: they are not the page loading).
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (url: string) => !url.includes('/socket.io/');
  const change = (d: number) => {
    inFlight += d;
    lastChange = Date.now();
  };
  page.on('request', (req) => counted(req.url()) && change(1));
  page.on('requestfinished', (req) => counted(req.url()) && change(-1));
  page.on('requestfailed', (req) => counted(req.url()) && change(-1));
  // /profile → /profile/… stays on the page (a layout's default tab).
  const elsewhere = (pathname: string) => opened !== undefined && pathname !== opened && !pathname.startsWith(`${opened}/`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && elsewhere(new URL(frame.url()).pathname)) left = true;
  });
  page.on('response', (res) => {
    if (left) return;
    // The site's scripts only: a PDF shown in the page brings Chromium's own viewer (chrome-extension://…).
    if (!/^https?:/.test(res.url())) return;
    if (!/javascript/.test(res.headers()['content-type'] ?? '') && !res.url().endsWith('.js')) return;
    const url = new URL(res.url()).pathname;
    const size = res.ok() ? gzipSizeOf(res.url()) : Promise.resolve(0);
    if (!o.verify) files.push(size.then((n) => ({ url, size: n })));
    else
      files.push(
        Promise.all([size, res.body().then(gzipSize)]).then(([n, received]) => {
          if (n !== received) throw new Error(`${url}: ${received} bytes (gzip) as the browser received it, ${n} as fetched by the walk`);
          return { url, size: n };
        }),
      );
  });
  return {
    async take(): Promise<Script[]> {
      // Called once the page is drawn and checked; a lazy chunk still on its way is waited for: a
      // page read early reads light (docs/performance.md, "Measuring").
      const until = Date.now() + 10_000;
      while ((inFlight > 0 || Date.now() - lastChange < QUIET_MS) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      const got = await Promise.all(files);
      files = [];
      return got;
    },
  };
}

export const kbOf = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.size, 0) / 1024;

/** Each script, heaviest first: what a failing page's message shows. */
export const listScripts = (scripts: Script[]) =>
  [...scripts]
    .sort((a, b) => b.size - a.size)
    .map((s) => `${(s.size / 1024).toFixed(1).padStart(7)} KB  ${s.url}`)
    .join('\n');

/** One line per page in test-results/page-weights.jsonl: `npm test` prints the heaviest. */
export function recordWeight(row: { pattern: string; path: string; who: string; kb: number; limit: number }) {
  const dir = path.join(ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'page-weights.jsonl'), `${JSON.stringify(row)}\n`);
}
