import { expect, test, type Locator, type Page } from './fixtures';
import { useStoredSession } from './helpers';

// Where things are on the page, not only that they are there: each
// back office's frame on every page of its navigation, and a page of every remote, on a laptop and
// on a phone. A frame whose stylesheet the build dropped (mf-kit's "sideEffects": false did that:
// the navigation became a full-width list 480–620 px tall and every page started below the first
// screen) fails here; the build itself now refuses such an import (packages/mf-kit/webpack, keptCssPlugin).

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** Nothing is wider than the viewport: the page never scrolls sideways (the failure names what sticks out). */
async function expectNoSidewaysScroll(page: Page) {
  // A page may be wider for a moment while its stylesheet or a table's measuring arrives; what stays wider fails.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: 3_000 }).toBeLessThanOrEqual(0).catch(() => undefined);
  const { overflow, out } = await page.evaluate(() => {
    const width = window.innerWidth;
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    // The innermost elements whose right edge is past the screen's, with their parents' names.
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 1) return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > width + 1 && !clipped(e));
    const innermost = past.filter((e) => !past.some((o) => o !== e && e.contains(o)));
    const path = (e: Element) => [e, e.parentElement, e.parentElement?.parentElement].filter((x): x is Element => Boolean(x)).map(name).reverse().join(' > ');
    return { overflow: document.documentElement.scrollWidth - width, out: innermost.slice(0, 3).map(path) };
  });
  expect(overflow, `the page is wider than the screen; past its edge: ${out.join(' | ')}`).toBeLessThanOrEqual(0);
}

/** The page's level-1 heading is on the first screen, whole. */
async function expectHeadingOnFirstScreen(page: Page, size: Size) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const h1 = await boxOf(heading);
  expect(h1.y, 'the heading starts below the first screen').toBeGreaterThanOrEqual(0);
  expect(h1.y + h1.height, 'the heading ends below the first screen').toBeLessThanOrEqual(size.height);
  return h1;
}

/**
 * The frame of a back office around its page: on a laptop the navigation is a column beside the
 * page (left of the heading, level with it, at most 260 px wide); on a phone it is above the page
 * and takes at most a third of the screen; the heading is on the first screen either way.
 */
async function expectFrame(page: Page, nav: Locator, size: Size) {
  const h1 = await expectHeadingOnFirstScreen(page, size);
  const n = await boxOf(nav);
  if (size.name === 'laptop') {
    expect(n.width, 'the navigation is a column').toBeLessThanOrEqual(260);
    expect(n.x + n.width, 'the navigation is left of the page').toBeLessThanOrEqual(h1.x);
    expect(n.y, 'the navigation starts level with the page').toBeLessThan(h1.y + h1.height);
  } else {
    expect(n.y + n.height, 'the navigation is above the page').toBeLessThanOrEqual(h1.y);
    expect(n.height, 'the navigation takes at most a third of the screen').toBeLessThanOrEqual(size.height / 3);
  }
  await expectNoSidewaysScroll(page);
}

/** Opens each page of an area by its navigation (the frame stays; only the page changes) and checks the frame on each. */
async function walkArea(page: Page, navName: string, labels: readonly string[], size: Size) {
  const nav = page.getByRole('navigation', { name: navName });
  for (const label of labels) {
    await test.step(label, async () => {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expectFrame(page, nav, size);
    });
  }
}

for (const size of SIZES) {
  test.describe(`on a ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the owner’s frame: navigation beside the page on a laptop, above it on a phone, on every page of the area', async ({ page }) => {
      test.setTimeout(60_000);
      await useStoredSession(page, 'owner@demo.test');
      await page.goto('/sg/dashboard');
      // The inbox is mf-enquiries' own page (no frame); the others are the owner area's.
      await walkArea(page, 'Your venues', ['Dashboard', 'Venues', 'Availability', 'Sales', 'Payouts', 'Team'], size);
    });

    test('the administrators’ frame, on every page of the area', async ({ page }) => {
      test.setTimeout(60_000);
      await useStoredSession(page, 'admin@demo.test');
      await page.goto('/sg/admin');
      await walkArea(page, 'Administration', ['Home', 'Venue review', 'Ratings', 'Payments', 'Payouts', 'Announcements', 'Storefronts', 'Administrators', 'Audit trail', 'All settings'], size);
    });

    test('a page of each other remote: heading on the first screen, nothing wider than the screen', async ({ page }) => {
      for (const [remote, path, who] of [
        ['mf-discovery: the venues', '/sg/venues', null],
        ['mf-profile: signing in', '/sg/login/user', null],
        ['mf-enquiries: the customer’s inbox', '/sg/enquiries', 'user@demo.test'],
        ['mf-profile: the profile', '/sg/profile', 'user@demo.test'],
      ] as const) {
        await test.step(remote, async () => {
          if (who) await useStoredSession(page, who);
          await page.goto(path);
          await expectHeadingOnFirstScreen(page, size);
          await expectNoSidewaysScroll(page);
        });
      }
    });
  });
}
