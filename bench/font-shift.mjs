// How much the public pages move when DM Sans arrives late (issue: the first paint's fallback font
// reflowed the hero). The font files are held back for --delay ms (a slow phone network), so the
// page first draws in the fallback (Arial or Helvetica fitted to DM Sans's metrics,
// packages/ui/src/fonts.css), then swaps. Prints, per page, the layout shift (CLS: the sum of the
// layout-shift entries without recent input) and how far the h1's box moved or grew at the swap.
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

const browser = await chromium.launch();
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
      const before = await h1.boundingBox();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const after = await h1.boundingBox();
      shifts.push(await page.evaluate(() => window.__shift));
      moves.push(before && after ? Math.max(Math.abs(after.y - before.y), Math.abs(after.height - before.height)) : NaN);
      await context.close();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`${path.padEnd(22)} CLS ${median(shifts).toFixed(4)} (runs: ${shifts.map((s) => s.toFixed(4)).join(', ')}), h1 moved or grew ${median(moves).toFixed(1)} px at the swap`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
