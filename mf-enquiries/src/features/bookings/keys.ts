/**
 * The Idempotency-Key of a checkout: one per thing paid, kept for the browser session, so a double
 * click, a retry after a network error or a reload asks for the same payment (never a second one).
 */
export function checkoutKey(what: 'offer' | 'extra-charge', id: string): string {
  const name = `venues.checkout.${what}.${id}`;
  try {
    const kept = sessionStorage.getItem(name);
    if (kept) return kept;
    const key = `${what}-${id}-${crypto.randomUUID()}`;
    sessionStorage.setItem(name, key);
    return key;
  } catch {
    return `${what}-${id}`;
  }
}
