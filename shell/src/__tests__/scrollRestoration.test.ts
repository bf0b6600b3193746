import { waitFor } from '@testing-library/react';
import { installScrollRestoration, RESTORE_WAIT_MS, type ScrollRestoration } from '../routing/scrollRestoration';

// jsdom lays nothing out: the test plays the browser's part (the scroll offset, the page height).
let scrollY = 0;
let pageHeight = 5000;
// As the browser does, the offset never goes past the page's end.
const clamp = (top: number) => Math.max(0, Math.min(top, pageHeight - window.innerHeight));
const scrollTo = jest.fn((x: number | ScrollToOptions, y?: number) => {
  scrollY = clamp(typeof x === 'number' ? (y ?? 0) : (x.top ?? 0));
});

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});

let installed: ScrollRestoration;
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/sg/venues');
  scrollY = 0;
  pageHeight = 5000;
  scrollTo.mockClear();
  installed = installScrollRestoration(window);
});
afterEach(() => {
  installed.uninstall();
  document.getElementById('remote-slot')?.remove();
});

/** The person scrolls to `top`. */
function scrollPage(top: number) {
  scrollY = top;
  window.dispatchEvent(new Event('scroll'));
}

const back = () => window.history.back();

/** The remote draws a page in the main slot: `height` tall, loading (aria-busy) or not; the browser clamps the offset. */
function draw(height: number, { loading = false } = {}) {
  let slot = document.getElementById('remote-slot');
  if (!slot) {
    slot = document.createElement('main');
    slot.id = 'remote-slot';
    document.body.append(slot);
  }
  slot.innerHTML = loading ? '<div role="status" aria-busy="true">Loading the venues</div>' : '<ul aria-busy="false"><li>Venue cards</li></ul>';
  pageHeight = height;
  scrollY = clamp(scrollY);
}

describe('scroll restoration', () => {
  it('starts a new page at the top', () => {
    scrollPage(900);
    window.history.pushState({ usr: null, key: 'a', idx: 1 }, '', '/sg/venues/harbour-loft');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollY).toBe(0);
    // The router's own state is kept; only a key is added.
    expect(window.history.state).toMatchObject({ usr: null, key: 'a', idx: 1 });
  });

  it('restores the position on Back once the page is tall enough again', async () => {
    scrollPage(1200);
    window.history.pushState(null, '', '/sg/venues/harbour-loft');
    expect(scrollY).toBe(0);
    // The search page is drawn again from nothing: short at first, then its results arrive.
    pageHeight = 600;
    scrollTo.mockClear();
    back();
    await waitFor(() => expect(window.location.pathname).toBe('/sg/venues'));
    await new Promise((r) => setTimeout(r, 120));
    expect(scrollTo).not.toHaveBeenCalled();
    pageHeight = 5000;
    await waitFor(() => expect(scrollY).toBe(1200));
  });

  it('waits on Back for the entry\'s content, not the old page still drawn nor its loading state', async () => {
    draw(5000);
    scrollPage(1400);
    window.history.pushState(null, '', '/sg/venues/harbour-loft');
    // The venue page: as tall as the list was, still on screen when Back arrives.
    draw(6000);
    scrollTo.mockClear();
    back();
    await waitFor(() => expect(window.location.pathname).toBe('/sg/venues'));
    // The list's loading state (shorter than 1,400 px down), then its cards a moment later.
    draw(1283, { loading: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1400);
    draw(5000);
    await waitFor(() => expect(scrollY).toBe(1400));
    // The place kept for the entry is the person's, not the loading page's.
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem('venues:scroll-positions')!) as Record<string, number>)).toContain(1400);
  });

  it('sets the place again when a redraw right after it clamps it', async () => {
    draw(5000);
    scrollPage(1400);
    window.history.pushState(null, '', '/sg/venues/harbour-loft');
    draw(900);
    back();
    await waitFor(() => expect(window.location.pathname).toBe('/sg/venues'));
    draw(5000);
    await waitFor(() => expect(scrollY).toBe(1400));
    // The list refreshes: its skeleton for a moment, then the cards again.
    draw(1283, { loading: true });
    expect(scrollY).toBeLessThan(1400);
    draw(5000);
    await waitFor(() => expect(scrollY).toBe(1400));
  });

  it('keeps waiting while the list is still loading over a slow line, then sets the place', async () => {
    draw(5000);
    scrollPage(1400);
    window.history.pushState(null, '', '/sg/venues/harbour-loft');
    draw(900);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      back();
      await jest.advanceTimersByTimeAsync(50);
      expect(window.location.pathname).toBe('/sg/venues');
      draw(1283, { loading: true });
      // Longer than the wait for a page that has stopped loading.
      await jest.advanceTimersByTimeAsync(RESTORE_WAIT_MS * 2);
      expect(scrollY).toBeLessThan(1400);
      draw(5000);
      await jest.advanceTimersByTimeAsync(100);
      expect(scrollY).toBe(1400);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up waiting when the person scrolls first', async () => {
    scrollPage(1200);
    window.history.pushState(null, '', '/sg/compare');
    pageHeight = 600;
    scrollTo.mockClear();
    back();
    await waitFor(() => expect(window.location.pathname).toBe('/sg/venues'));
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 5000;
    await new Promise((r) => setTimeout(r, 150));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the place when the same entry is replaced (a filter written to the address)', () => {
    scrollPage(700);
    window.history.replaceState({ idx: 0 }, '', '/sg/venues?guests=20');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls a hash link to its target, once the target is drawn', async () => {
    scrollPage(300);
    window.history.pushState(null, '', '/sg/venues/harbour-loft#reviews');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    const target = document.createElement('section');
    target.id = 'reviews';
    document.body.append(target);
    await waitFor(() => expect(target.scrollIntoView).toHaveBeenCalled());
    target.remove();
  });

  it('ignores the popstate events single-spa sends for pushes', () => {
    scrollPage(800);
    const e = new PopStateEvent('popstate') as PopStateEvent & { singleSpa?: boolean };
    e.singleSpa = true;
    window.dispatchEvent(e);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes back to its place after a reload', async () => {
    scrollPage(640);
    window.dispatchEvent(new Event('pagehide'));
    installed.uninstall();
    scrollY = 0;
    installed = installScrollRestoration(window); // the same entry, a new page load
    await waitFor(() => expect(scrollY).toBe(640));
  });
});
