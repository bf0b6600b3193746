/**
 * Sends the browser to Stripe (a full page load, off this site). Its own module so tests can stand
 * in for `window.location.assign`, which jsdom neither implements nor lets be replaced.
 */
export function leaveForStripe(url: string): void {
  window.location.assign(url);
}
