/**
 * Pins the clock's date for a test file (beforeAll/afterAll): Date and Date.now answer `iso`, and
 * move on from there, while every timer stays real, so the stand-in API, waitFor and the user's
 * events run as they do in a browser. A page that marks "today" or hides what has passed then
 * draws the same on any day the suite runs.
 */
export function pinDate(iso: string): void {
  beforeAll(() => {
    jest.useFakeTimers({
      now: new Date(iso),
      advanceTimers: true,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());
}
