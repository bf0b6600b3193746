import { expect, test } from './fixtures';
import { ACCOUNTS, openAccountMenu, signIn, useStoredSession } from './helpers';

test.describe('sign-in and sign-out', () => {
  for (const account of ACCOUNTS) {
    test(`${account.label} (${account.email}) signs in and out`, async ({ page, context }) => {
      await signIn(page, account.email, account.role);
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).toContain('accessToken');
      expect(names).toContain('role-type');
      const refresh = (await context.cookies()).find((c) => c.name === 'refreshToken');
      expect(refresh?.httpOnly).toBe(true);
      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: /sign out/i }).click();
      await expect(page).toHaveURL(/\/sg$/);
      await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
      expect((await context.cookies()).map((c) => c.name)).not.toContain('accessToken');
    });
  }

  test('a wrong password shows an error and stays on the form', async ({ page }) => {
    await page.goto('/sg/login/user');
    await page.getByLabel(/e-?mail/i).fill('user@demo.test');
    await page.getByLabel(/^password/i).fill('wrong-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText(/e-mail or password is incorrect/i)).toBeVisible();
    await expect(page).toHaveURL(/\/sg\/login\/user/);
  });

  test('signing in with the wrong role choice explains which to use', async ({ page }) => {
    await page.goto('/sg/login/user');
    await page.getByLabel(/e-?mail/i).fill('owner@demo.test');
    await page.getByLabel(/^password/i).fill('Demo-pass-2026');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText(/venue/i).filter({ hasText: /sign in as/i }).first()).toBeVisible();
  });

  test('a guarded page sends a visitor to login and back after sign-in', async ({ page }) => {
    await page.goto('/sg/announcements/list');
    await expect(page).toHaveURL(/\/sg\/login.*returnTo=/);
    await page.getByLabel(/e-?mail/i).fill('admin@demo.test');
    await page.getByLabel(/^password/i).fill('Demo-pass-2026');
    const roleAdmin = page.getByText(/^admin$/i);
    if (await roleAdmin.isVisible().catch(() => false)) await roleAdmin.click();
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/sg\/announcements\/list/);
  });
});

test.describe('access', () => {
  test('a plain user sees no-access on admin pages and never loads mf-admin', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mf/mf-admin/')) adminRequests.push(r.url());
    });
    await useStoredSession(page, 'user@demo.test');
    await page.goto('/sg/announcements/list');
    await expect(page.getByText(/no access|not allowed|permission/i).first()).toBeVisible();
    await page.goto('/sg/announcements/add');
    await expect(page.getByText(/no access|not allowed|permission/i).first()).toBeVisible();
    await page.goto('/sg');
    await page.goto('/sg/about-us');
    expect(adminRequests).toEqual([]);
  });

  test('an admin in the admin area loads mf-admin', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mf/mf-admin/')) adminRequests.push(r.url());
    });
    await useStoredSession(page, 'admin@demo.test');
    await page.goto('/sg/announcements/list');
    await expect(page.getByRole('table')).toBeVisible();
    expect(adminRequests.length).toBeGreaterThan(0);
  });
});
