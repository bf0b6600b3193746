// How much the public pages move when DM Sans arrives late (issue: the first paint's fallback font
// reflowed the hero). The font files are held back for --delay ms (a slow phone network), so the
// page first draws in the fallback (Arial or Helvetica fitted to DM Sans's metrics,
// packages/ui/src/fonts.css), then swaps. Prints, per page, the layout shift (CLS: the sum of the
// layout-shift entries without recent input) and how far the h1's words moved or changed size at the swap.
// With --unfitted the fallback faces are dropped first (plain Arial), to see what the fitting saves.
//
// Usage: node bench/font-shift.mjs [--url http://localhost:8080] [--delay 1500] [--runs 3] [--unfitted]
// Without --url it starts the production server (server/dist) on a fresh data folder first.
// Needs a production build (node scripts/build.mjs).
import { chromium } from 'playwright-core';
import { numberOption, option, startBuiltServer } from './serve.mjs';

const PAGES = ['/sg', '/sg/venues', '/sg/list-your-venue'];
const delay = numberOption('delay', 1500);
const runs = numberOption('runs', 3);
const unfitted = process.argv.includes('--unfitted');
let base = option('url', null);
const server = base ? null : await startBuiltServer(8193);
base ??= server.base;

/** DM Sans's font-display: with `optional`, a font later than about 100 ms is not swapped in at all on that page. */
let display;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
try {
  for (const path of PAGES) {
    const shifts = [];
    const moves = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      await page.route(/\.woff2(\?|$)/, async (route) => {
        await new Promise((r) => setTimeout(r, delay));
        await route.continue();
      });
      await page.addInitScript((drop) => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The fallback faces' names end in "Fallback" (fonts.css): dropped, the stack falls to plain Arial.
        if (drop)
          document.addEventListener('DOMContentLoaded', () => {
            for (const sheet of document.styleSheets)
              try {
                for (let r = sheet.cssRules.length - 1; r >= 0; r--) if (/Fallback/.test(sheet.cssRules[r].cssText) && sheet.cssRules[r] instanceof CSSFontFaceRule) sheet.deleteRule(r);
              } catch {}
          });
      }, unfitted);
      await page.goto(base + path, { waitUntil: 'domcontentloaded' });
      const h1 = page.locator('h1').first();
      await h1.waitFor();
      // The h1's text box (a range over its words), not its block: the words' width is what a font changes.
      const textBox = () =>
        h1.evaluate((e) => {
          const r = document.createRange();
          r.selectNodeContents(e);
          const b = r.getBoundingClientRect();
          // The lines' widths added up: a wrapped heading's box keeps its width when its words change.
          const width = [...r.getClientRects()].reduce((sum, line) => sum + line.width, 0);
          return { x: b.x, y: b.y, width, height: b.height };
        });
      const before = await textBox();
      const fallback = await page.evaluate(() => [...document.fonts].some((f) => f.family === 'DM Sans' && f.status === 'loading'));
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const after = await textBox();
      shifts.push(await page.evaluate(() => window.__shift));
      display ??= await page.evaluate(() => [...document.fonts].find((f) => f.family === 'DM Sans')?.display ?? 'none');
      moves.push(fallback ? Math.max(Math.abs(after.width - before.width), Math.abs(after.height - before.height), Math.abs(after.y - before.y)) : NaN);
      await context.close();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`${path.padEnd(22)} CLS ${median(shifts).toFixed(4)} (runs: ${shifts.map((s) => s.toFixed(4)).join(', ')}), h1's words moved or changed size by ${median(moves).toFixed(1)} px at the swap (NaN: DM Sans was there before the first look)`);
  }
  console.log(`DM Sans font-display: ${display}${display === 'optional' ? ' (a late font is not swapped in: the page stays in the fallback, fitted to DM Sans unless --unfitted)' : ''}`);
} finally {
  await browser.close();
  await server?.stop();
}
