import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, PASSWORD, TENANT, muteWith, sessionOf, storeSessionOf, storageStateFor, writeState, type LoginRole, type StoredState } from './sessions';

// The setup project (playwright.config.ts): the stored sessions of the demo accounts
// (sessions.ts). One account of each sign-in page signs in through its form, announcements muted
// first; a session made through the API (which renews the files, and stores the other accounts of
// that page) must leave the same cookies as that sign-in.

const names = (cookies: { name: string }[]) => cookies.map((c) => c.name).sort();

for (const role of ['user', 'venue', 'admin'] as const satisfies readonly LoginRole[]) {
  const [first, ...others] = DEMO_ACCOUNTS.filter((a) => a.role === role);
  test(`${first!.email} signs in on /sg/login/${role}; the ${role} accounts' sessions are stored`, async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      if (role !== 'admin') {
        const login = await context.request.post('/api/v2/auth/login', { headers: TENANT, data: { email: first!.email, password: PASSWORD, role } });
        expect(login.status()).toBe(200);
        await muteWith(context.request, baseURL!, (await login.json()).data.accessToken as string);
        await context.clearCookies(); // that sign-in was for the mute only
      }
      await page.goto(`/sg/login/${role}`);
      await page.getByLabel(/e-?mail/i).fill(first!.email);
      await page.getByLabel(/^password/i).fill(PASSWORD);
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
      writeState(storageStateFor(first!.email), (await context.storageState()) as StoredState);

      // A session made through the API carries the same cookies, with the same values but the tokens.
      const viaApi = await browser.newContext();
      try {
        await sessionOf(viaApi, first!, { mute: false });
        const form = (await context.cookies()).filter((c) => c.name !== 'country'); // set by any page
        const api = await viaApi.cookies();
        expect(names(api)).toEqual(names(form));
        for (const c of form) {
          const twin = api.find((a) => a.name === c.name)!;
          expect({ ...twin, value: '', expires: 0 }, c.name).toEqual({ ...c, value: '', expires: 0 });
          if (!/Token$/.test(c.name)) expect(twin.value, c.name).toBe(c.value);
        }
      } finally {
        await viaApi.close();
      }
    } finally {
      await context.close();
    }
    for (const account of others) await storeSessionOf(browser, account);
  });
}
