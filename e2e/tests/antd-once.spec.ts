import { expect, test, type Page } from './fixtures';
import { storageStateFor } from './helpers';
import { countScripts, kbOf, listScripts, moveLimit } from './page-weight';

// antd is the component library of every signed-in page, downloaded once per visit whichever
// remotes a person crosses (docs/performance.md, "antd once per visit"): each antd component is a
// shared singleton of the module federation, and its style registry (@ant-design/cssinjs) is one.
// Each move is held to its budget (docs/design.md §7) or its ceiling (page-weight.ts, moveLimit).

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
      const scripts = countScripts(page);

      for (const path of moves) {
        await moveTo(page, path);
        await antdDrawn(page);
        const moved = await scripts.take();
        expect(kbOf(moved), `scripts downloaded by the move to ${path}:\n${listScripts(moved)}`).toBeLessThanOrEqual(moveLimit(`${role}: → ${path}`));
      }

      const styles = await duplicateStyles(page);
      expect(styles.total).toBeGreaterThan(0);
      expect(styles.duplicates, 'the same antd style injected twice: a second style registry').toBe(0);
    });
  });
}
