import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-pass-2026';
export const TENANT = { 'x-tenant-code': 'demo', 'x-api-key': 'pk_demo_venues_2026' };

export const ACCOUNTS = [
  { email: 'user@demo.test', role: 'user', label: 'customer' },
  { email: 'owner@demo.test', role: 'venue', label: 'venue owner' },
  { email: 'lister@demo.test', role: 'venue', label: 'venue admin (lister 2)' },
  { email: 'member@demo.test', role: 'venue', label: 'venue member (lister 4)' },
  { email: 'admin@demo.test', role: 'admin', label: 'full admin' },
  { email: 'sales@demo.test', role: 'admin', label: 'admin sales' },
] as const;

export type LoginRole = 'user' | 'venue' | 'admin';

/** Signs in through the UI on /sg/login/<role>. */
export async function signIn(page: Page, email: string, role: LoginRole, returnTo?: string) {
  const q = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  await page.goto(`/sg/login/${role}${q}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Closes any announcement pop-ups without asking not to see them again. */
export async function closeAnnouncements(page: Page) {
  // The shell fetches them after the user has loaded: let those calls settle first.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const dialog = page.getByRole('dialog').filter({ has: page.getByText(/don.t show me this again/i) });
  for (let i = 0; i < 25; i++) {
    if (!(await dialog.isVisible().catch(() => false))) {
      await page.waitForTimeout(500);
      if (!(await dialog.isVisible().catch(() => false))) return;
    }
    await dialog.getByRole('button', { name: /close/i }).first().click();
  }
}

/**
 * Opens the header's account menu. An announcement pop-up may still arrive after
 * closeAnnouncements returned (its request starts once the user has loaded, which a busy machine
 * delays past the network-idle window): when one covers the button, close it and click again.
 */
export async function openAccountMenu(page: Page) {
  await expect(async () => {
    await closeAnnouncements(page);
    await page.getByRole('button', { name: /account menu/i }).click({ timeout: 3_000 });
    await expect(page.getByRole('menuitem', { name: /sign out/i })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs in through the API and returns the access token. */
export async function apiToken(request: APIRequestContext, email: string, role: LoginRole): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { headers: TENANT, data: { email, password: PASSWORD, role } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()).data.accessToken as string;
}

/** Clicks a control, closing any announcement pop-up that arrives over it first (they come late after sign-in). */
export async function press(page: Page, target: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await closeAnnouncements(page);
    await target.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** An API session of a demo account, for setting a test's scene quickly (answers the envelope's `data`). */
export async function apiAs(page: Page, email: string, role: 'user' | 'venue') {
  const login = await page.request.post('/api/v2/auth/login', { headers: TENANT, data: { email, password: PASSWORD, role } });
  const headers = { ...TENANT, authorization: `Bearer ${(await login.json()).data.accessToken as string}` };
  return {
    get: async (path: string) => (await (await page.request.get(`/api${path}`, { headers })).json()).data,
    post: async (path: string, data: unknown) => {
      const r = await page.request.post(`/api${path}`, { headers, data });
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300);
      return (await r.json()).data;
    },
  };
}

/** Signs in through the UI and closes the announcement pop-ups. */
export async function signInAt(page: Page, email: string, role: 'user' | 'venue') {
  await signIn(page, email, role);
  await closeAnnouncements(page);
}
