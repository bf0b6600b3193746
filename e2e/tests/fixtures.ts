import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { renewStaleSessions } from './sessions';

// The suite's `test`: Playwright's, with a page whose goto and reload return once a page the
// server drew (docs/ssr.md) has been hydrated. Until then its buttons do nothing (links and the
// search forms work natively); a person waits for the page, and the tests do the same.
// e2e/tests/ssr.spec.ts checks the server-drawn page itself, before and after hydration.
// `otherPage` is a second browser (its own cookies and storage) for the tests where two people
// meet; it waits for hydration the same way. Before any of a test's browser contexts is made, the
// demo accounts' stored sessions it may start from are renewed if they are near their end
// (sessions.ts), so `test.use({ storageState: storageStateFor(…) })` always opens a live one.

export * from '@playwright/test';

/**
 * Resolves once the browser has taken the page over: the shell has drawn its own chrome (the
 * server's footer copy is gone) and no container still holds server-drawn HTML or is still
 * hydrating it (mf-kit's HydrationDone clears the mark once the page answers), or the shell
 * shows a view of its own instead (#shell-page: the remote could not be loaded, …). A page that
 * never hydrates fails the test here, where it happened.
 */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-server-chrome]') &&
        (!document.querySelector('[data-server-rendered], [data-hydrating]') || (document.getElementById('shell-page')?.childElementCount ?? 0) > 0),
      null,
      { timeout: 20_000 },
    )
    .catch((e: unknown) => {
      throw new Error(`${page.url()} was not hydrated within 20 s: ${(e as Error).message}`);
    });
}

/** The page, its goto and reload waiting for hydration. */
export function hydrating(page: Page): Page {
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
  return page;
}

/** A page in a browser context of its own (closed by the caller), waiting for hydration like `page`. */
export async function pageInNewContext(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return hydrating(await context.newPage());
}

export const test = base.extend<{ otherPage: Page; freshSessions: void }>({
  // Auto fixtures are set up before the test's context, which reads the stored state. Its own
  // timeout: a renewal (a sign-in per account) is not the test's time.
  freshSessions: [
    async ({ browser }, provide) => {
      await renewStaleSessions(browser);
      await provide();
    },
    { auto: true, timeout: 60_000 },
  ],
  page: async ({ page }, provide) => {
    await provide(hydrating(page));
  },
  otherPage: async ({ browser, contextOptions }, provide) => {
    const page = await pageInNewContext(browser, contextOptions);
    await provide(page);
    await page.context().close();
  },
});
