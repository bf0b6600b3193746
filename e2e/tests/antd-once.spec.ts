import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { storageStateFor } from './helpers';

// antd is the component library of every signed-in page, downloaded once per visit whichever
// remotes a person crosses (docs/performance.md, "antd once per visit"): each antd component is a
// shared singleton of the module federation, and its style registry (@ant-design/cssinjs) is one.

/** What a move to another remote's page may download (docs/design.md §7), unless bench/page-ceilings.json allows a move more for now. */
const MOVE_BUDGET_KB = 120;
const MOVE_CEILINGS: Record<string, number> = JSON.parse(readFileSync(new URL('../../bench/page-ceilings.json', import.meta.url), 'utf8')).moves ?? {};

/** Collects the scripts the page downloads (gzip bytes) from now until `take()` is called. */
function scriptsFrom(page: Page) {
  let files: Promise<{ url: string; size: number }>[] = [];
  page.on('response', (res) => {
    if (!/javascript/.test(res.headers()['content-type'] ?? '') && !res.url().endsWith('.js')) return;
    files.push(res.body().then((b) => ({ url: new URL(res.url()).pathname, size: gzipSync(b).length }), () => ({ url: res.url(), size: 0 })));
  });
  return {
    async take() {
      const got = await Promise.all(files);
      files = [];
      return got;
    },
  };
}

/** An in-app move, as the site's links make it (single-spa routes on pushState). */
async function moveTo(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Waits until the remote has drawn antd components and the network has settled. */
async function antdDrawn(page: Page) {
  await expect(page.locator('#remote-slot .ant-btn, #remote-slot .ant-table, #remote-slot .ant-form-item, #remote-slot .ant-card').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** The cssinjs styles in the document: a second registry would inject the same style again. */
async function duplicateStyles(page: Page) {
  return page.evaluate(() => {
    const hashes = [...document.querySelectorAll('style[data-css-hash]')].map((s) => `${s.getAttribute('data-css-hash')}|${s.textContent?.length}`);
    return { total: hashes.length, duplicates: hashes.length - new Set(hashes).size };
  });
}

/**
 * Visits that cross remotes as people make them, each from its first page through in-app moves to
 * other remotes' pages (the journeys of bench/page-weights.mjs, whose keys the ceilings use).
 */
const JOURNEYS = [
  { role: 'venue', email: 'owner@demo.test', paths: ['/sg/venues/management', '/sg/enquiries', '/sg/profile/general-information', '/sg/team-members'] },
  { role: 'user', email: 'user@demo.test', paths: ['/sg/enquiries', '/sg/profile/general-information', '/sg/bookings'] },
  { role: 'admin', email: 'admin@demo.test', paths: ['/sg/settings/countries', '/sg/profile/general-information', '/sg/enquiries'] },
] as const;

for (const { role, email, paths } of JOURNEYS) {
  const [first, ...moves] = paths;
  test.describe(`${role}`, () => {
    test.use({ storageState: storageStateFor(email) });

    test(`${email} crossing ${paths.join(', ')} downloads antd once`, async ({ page }) => {
      await page.goto(first);
      await antdDrawn(page);
      const scripts = scriptsFrom(page);

      for (const path of moves) {
        await moveTo(page, path);
        await antdDrawn(page);
        const moved = await scripts.take();
        const kb = moved.reduce((sum, f) => sum + f.size, 0) / 1024;
        const list = moved.map((f) => `${(f.size / 1024).toFixed(1)} KB ${f.url}`).join('\n');
        expect(kb, `scripts downloaded by the move to ${path}:\n${list}`).toBeLessThanOrEqual(MOVE_CEILINGS[`${role}: → ${path}`] ?? MOVE_BUDGET_KB);
      }

      const styles = await duplicateStyles(page);
      expect(styles.total).toBeGreaterThan(0);
      expect(styles.duplicates, 'the same antd style injected twice: a second style registry').toBe(0);
    });
  });
}
