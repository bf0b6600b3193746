/** Sends the browser to another site (the identity provider). Its own module so tests can replace it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
