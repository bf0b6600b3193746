import { expect, test, type Page, type Request } from './fixtures';
import { verifiedAccount } from './accounts-helpers';
import { TENANT, signIn, storageStateFor } from './helpers';

// The pop-up itself, for accounts made here: the other specs sign in with their announcements
// muted first (helpers.ts, signIn), so no pop-up arrives late over the buttons they press.

/** Resolves after the page has drawn two more frames: what a response it got has been rendered. */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
const isList = (url: string) => /\/api\/v1\/admin\/announcements\?/.test(url);
/** The shell's chunk with the pop-up's code (it is only downloaded when there is one to show). */
const isDialogCode = (url: string) => /\/announcement\.[0-9a-f]+\.js$/.test(url);

test.describe('announcement pop-up', () => {
  test('shows announcements one at a time; "Don\'t show me this again" survives a reload', async ({ page, request }) => {
    const person = await verifiedAccount(request, 'venue', 'notices');
    // What the person should see, in order: the same query the shell makes (docs/spec.md §4).
    const login = await request.post('/api/v1/auth/login', { headers: TENANT, data: { email: person.email, password: person.password, role: 'venue' } });
    const res = await request.get('/api/v1/admin/announcements', {
      headers: { ...TENANT, authorization: `Bearer ${(await login.json()).data.accessToken as string}` },
      params: { page: 1, limit: 20, sort: 1, active_only: true, target: 'ALL,VENUE_OWNERS_ONLY', target_device: 'ALL,WEB_ONLY' },
    });
    const list = (await res.json()).data.data as { title: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [first, second] = list;

    await signIn(page, person.email, 'venue', { password: person.password, keepAnnouncements: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(first!.title);
    // Persistent: clicking outside does not close it.
    await page.mouse.click(5, 5);
    await expect(dialog).toContainText(first!.title);
    // "Don't show me this again" is saved on the server (its answer) before the reload reads it back.
    const muted = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/announcement-logs') && r.request().method() === 'POST');
    await dialog.getByLabel(/don.t show me this again/i).check();
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await expect(page.getByRole('dialog')).toContainText(second!.title);
    expect((await muted).ok()).toBe(true);

    await page.reload();
    await expect(page.getByRole('dialog')).toContainText(second!.title);
    await expect(page.getByRole('dialog')).not.toContainText(first!.title);
  });

  test('an announcement waits for the save-to-folder dialog instead of covering it', async ({ page, request }) => {
    const person = await verifiedAccount(request, 'user', 'saver');
    const search = await request.get('/api/v1/venues/search?country=sg&limit=1', { headers: TENANT });
    const slug = (await search.json()).data.data[0].slug as string;
    const code: Request[] = [];
    page.on('request', (r) => {
      if (isDialogCode(r.url())) code.push(r);
    });
    await page.goto(`/sg/venues/${slug}`);
    await page.getByRole('button', { name: /to favourites$/ }).first().click();
    await expect(page.getByText('Sign in to save venues to your favourites')).toBeVisible();
    await page.getByLabel(/e-?mail/i).fill(person.email);
    await page.getByLabel(/^password/i).fill(person.password);
    const listed = page.waitForResponse((r) => isList(r.url()));
    await page.getByRole('button', { name: /sign in/i }).click();
    const save = page.getByRole('dialog', { name: 'Save to favourites' });
    await expect(save).toBeVisible();
    // The person has unseen announcements; once the shell has them (and the pop-up's code, if it
    // asked for it) and has drawn, none is over the save dialog.
    expect(((await (await listed).json()).data.data as unknown[]).length).toBeGreaterThan(0);
    await drawn(page);
    for (const r of code) await r.response();
    await drawn(page);
    await expect(save).toBeVisible();
    await expect(page.getByText(/don.t show me this again/i)).toHaveCount(0);
    // It shows once the save dialog closes.
    await save.getByRole('button', { name: 'Close without saving' }).click();
    await expect(page.getByText(/don.t show me this again/i)).toBeVisible();
  });

  test('admins are not shown the pop-up: the shell does not even ask for announcements', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (isList(r.url()) || isDialogCode(r.url())) asked.push(r.url());
    });
    await signIn(page, 'admin@demo.test', 'admin');
    await page.goto('/sg/about-us');
    // The shell asks as soon as it knows who is signed in, which the header shows.
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    await drawn(page);
    expect(asked).toEqual([]);
    await expect(page.getByText(/don.t show me this again/i)).toHaveCount(0);
  });
});

test.describe('announcement management', () => {
  test.use({ storageState: storageStateFor('admin@demo.test') });

  test('an admin creates, edits and deletes an announcement', async ({ page }) => {
    const title = `E2E notice ${Date.now()}`;
    await page.goto('/sg/announcements/add');
    await page.getByLabel(/^title/i).fill(title);
    await page.getByLabel(/description/i).fill('Our support line has new opening hours from next week.');
    // For the mobile app only: no web page shows it, so the tests running beside this one (every
    // signed-in account would be shown a new announcement) never meet its pop-up.
    await page.getByRole('combobox', { name: 'On' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Mobile app only"]').click();
    await page.getByRole('button', { name: /create|save|publish/i }).click();
    await expect(page).toHaveURL(/\/sg\/announcements\/list/);

    await page.getByPlaceholder(/search/i).fill(title);
    // The search applied (after its debounce) and its list drawn: a click during the reload would
    // land on the table's loading veil instead of the row.
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/\/sg\/announcements\/announcement\//);

    await page.getByLabel(/^title/i).fill(`${title} (edited)`);
    await page.getByRole('button', { name: /save/i }).click();
    // Saved on the server (its answer brings the message) before the reload reads it back.
    await expect(page.getByText('Announcement saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^title/i)).toHaveValue(`${title} (edited)`);

    await page.getByRole('button', { name: /delete/i }).click();
    // The confirmation's own button: a page-wide `.last()` could resolve to the page's Delete
    // before the dialog is drawn, and then keep clicking a button the dialog covers.
    await page.getByRole('dialog', { name: /delete this announcement/i }).getByRole('button', { name: /^delete$/i }).click();
    await expect(page).toHaveURL(/\/sg\/announcements\/list/);
    await page.getByPlaceholder(/search/i).fill(title);
    // The list filtered by that title has answered (its empty state), and it has no such row.
    await expect(page.getByText('No announcements match these filters.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('the create form names the missing field', async ({ page }) => {
    await page.goto('/sg/announcements/add');
    await page.getByRole('button', { name: /create|save|publish/i }).click();
    await expect(page.getByText(/title is required/i)).toBeVisible();
  });
});
