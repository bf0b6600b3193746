// Prints the JavaScript a cold visit to a page downloads, per file and in total, gzip-compressed.
// Usage: node bench/landing-weight.mjs [path=/sg] [--url http://localhost:8080]
// Without --url it starts the production server (server/dist) on a fresh data folder first.
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from './serve.mjs';

const args = process.argv.slice(2);
const urlFlag = args.indexOf('--url');
const pages = args.filter((a, i) => !a.startsWith('--') && !(urlFlag >= 0 && i === urlFlag + 1));
if (pages.length === 0) pages.push('/sg');
let base = urlFlag >= 0 ? args[urlFlag + 1] : null;
let server = null;
if (!base) {
  server = await startBuiltServer(8190);
  base = server.base;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const p of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = [];
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
      try {
        const body = await res.body();
        files.push({ url: res.url().replace(base, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {}
    });
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    files.sort((a, b) => b.gzip - a.gzip);
    console.log(`\n${p}: ${files.length} JavaScript files`);
    for (const f of files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(f.raw / 1024).toFixed(1).padStart(7)} KB raw  ${f.url}`);
    const gz = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    console.log(`  total: ${(gz / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw); budget 200 KB gzip`);
    await context.close();
  }
} finally {
  await browser.close();
  server?.stop();
}
