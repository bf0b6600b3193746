import { expect, test } from './fixtures';
import { TENANT, apiToken, signIn } from './helpers';

test.describe('announcement pop-up', () => {
  test('shows announcements one at a time; "Don\'t show me this again" survives a reload', async ({ page, request }) => {
    // What the user should see, in order: the same query the shell makes (docs/spec.md §4).
    const token = await apiToken(request, 'member@demo.test', 'venue');
    const res = await request.get('/api/v1/admin/announcements', {
      headers: { ...TENANT, authorization: `Bearer ${token}` },
      params: { page: 1, limit: 20, sort: 1, active_only: true, target: 'ALL,VENUE_OWNERS_ONLY', target_device: 'ALL,WEB_ONLY' },
    });
    const list = (await res.json()).data.data as { title: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [first, second] = list;

    await signIn(page, 'member@demo.test', 'venue');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(first!.title);
    // Persistent: clicking outside does not close it.
    await page.mouse.click(5, 5);
    await expect(dialog).toContainText(first!.title);
    await dialog.getByLabel(/don.t show me this again/i).check();
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await expect(page.getByRole('dialog')).toContainText(second!.title);

    await page.reload();
    await expect(page.getByRole('dialog')).toContainText(second!.title);
    await expect(page.getByRole('dialog')).not.toContainText(first!.title);
  });

  test('admins are not shown the pop-up', async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'admin');
    await page.goto('/sg/about-us');
    await page.waitForTimeout(1000);
    await expect(page.getByText(/don.t show me this again/i)).toHaveCount(0);
  });
});

test.describe('announcement management', () => {
  test('an admin creates, edits and deletes an announcement', async ({ page }) => {
    const title = `E2E notice ${Date.now()}`;
    await signIn(page, 'admin@demo.test', 'admin');
    await page.goto('/sg/announcements/add');
    await page.getByLabel(/^title/i).fill(title);
    await page.getByLabel(/description/i).fill('Our support line has new opening hours from next week.');
    await page.getByRole('button', { name: /create|save|publish/i }).click();
    await expect(page).toHaveURL(/\/sg\/announcements\/list/);

    await page.getByPlaceholder(/search/i).fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/\/sg\/announcements\/announcement\//);

    await page.getByLabel(/^title/i).fill(`${title} (edited)`);
    await page.getByRole('button', { name: /save/i }).click();
    await page.reload();
    await expect(page.getByLabel(/^title/i)).toHaveValue(`${title} (edited)`);

    await page.getByRole('button', { name: /delete/i }).click();
    await page.getByRole('button', { name: /^(delete|yes|ok)$/i }).last().click();
    await expect(page).toHaveURL(/\/sg\/announcements\/list/);
    await page.getByPlaceholder(/search/i).fill(title);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('the create form names the missing field', async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'admin');
    await page.goto('/sg/announcements/add');
    await page.getByRole('button', { name: /create|save|publish/i }).click();
    await expect(page.getByText(/title is required/i)).toBeVisible();
  });
});
