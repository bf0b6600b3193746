import { test as base, type Page } from '@playwright/test';

// The suite's `test`: Playwright's, with a page whose goto and reload return once a page the
// server drew (docs/ssr.md) has been hydrated. Until then its buttons do nothing (links and the
// search forms work natively); a person waits for the page, and the tests do the same.
// e2e/tests/ssr.spec.ts checks the server-drawn page itself, before and after hydration.

export * from '@playwright/test';

/**
 * Resolves once the browser has taken the page over: the shell has drawn its own chrome (the
 * server's footer copy is gone) and no container still holds server-drawn HTML, or the shell
 * shows a view of its own instead (#shell-page: the remote could not be loaded, …).
 */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-server-chrome]') &&
        (!document.querySelector('[data-server-rendered]') || (document.getElementById('shell-page')?.childElementCount ?? 0) > 0),
      null,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const res = await goto(...args);
      await hydrated(page);
      return res;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const res = await reload(...args);
      await hydrated(page);
      return res;
    };
    await provide(page);
  },
});
