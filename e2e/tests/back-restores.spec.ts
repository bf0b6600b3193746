import { expect, test, type Page } from './fixtures';

// Back to the venues list returns to the place the person left (docs/adr/0105-journeys-across-pages.md),
// also when the list has to be fetched again (its answers are kept 2 minutes) over a slow line:
// never at the height of the page that was on screen when Back was pressed, nor of the list's
// loading state.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Resolves after the page has drawn two more frames. */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
]) {
  test(`${size.name}: Back from a venue opened 1,400 px down the list returns there, the same card in the same place`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.install();
    // The requests on their way.
    const inFlight = new Set<unknown>();
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    await page.goto('/sg/venues');
    const cards = page.getByTestId('venue-card');
    await expect(cards.first()).toBeVisible();
    // 1,400 px, or as far as the page goes.
    const target = await page.evaluate(() => Math.min(1400, document.documentElement.scrollHeight - window.innerHeight));
    expect(target).toBeGreaterThan(800);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await expect.poll(() => scrollY(page)).toBe(target);
    await drawn(page);

    // The first card whose top is in view, and where it is.
    const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    const index = tops.findIndex((t) => t >= 0 && t < size.height - 100);
    expect(index).toBeGreaterThan(0);
    const card = cards.nth(index);
    const name = (await card.getByRole('heading').first().textContent())!;
    const box = (await card.boundingBox())!;

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/sg\/venues\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const venuePlace = await scrollY(page);

    // Three minutes on the venue page, and the list's answer (the server's own) takes 0.8 s to come.
    // Once the venue page has loaded all it loads (its heading comes first, from the list's card,
    // while the page's chunk is on its way): skipping three minutes with a chunk on its way fires
    // webpack's two-minute chunk timeout ("Loading chunk … failed"), which no person waits for.
    // (waitForLoadState('networkidle') is the document's, reached long before.)
    await expect.poll(() => inFlight.size).toBe(0);
    await page.clock.fastForward('03:00');
    await page.route('**/api/v1/venues/search?**', async (route) => {
      const answer = await route.fetch();
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({ response: answer });
    });
    // Where the page stands at every frame from Back on.
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number[] };
      w.frames_ = [];
      const sample = () => {
        w.frames_.push(Math.round(window.scrollY));
        if (w.frames_.length < 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });

    await page.goBack();
    await expect(page).toHaveURL(/\/sg\/venues$/);
    await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(target - 4);
    await drawn(page);
    expect(Math.abs((await scrollY(page)) - target)).toBeLessThanOrEqual(3);
    // The same venue, in the same place on the screen.
    const again = cards.nth(index);
    await expect(again.getByRole('heading').first()).toHaveText(name);
    const now = (await again.boundingBox())!;
    expect(Math.abs(now.y - box.y)).toBeLessThanOrEqual(3);
    // On the way no frame showed the list at another place (a loading page's clamped offset).
    const frames = await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_);
    expect(frames.filter((y) => y !== venuePlace && Math.abs(y - target) > 3)).toEqual([]);
  });
}
