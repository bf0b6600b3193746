/**
 * Sanitises the `returnTo` query value so a sign-in link cannot send the user to another site
 * (open redirect). Only same-site absolute paths are kept: they start with a single '/'.
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/')) return null;
  // '//host' and '/\host' are protocol-relative to browsers; control characters can hide them.
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  // Resolve against a dummy origin: anything that escapes it is not a same-site path.
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Appends `?returnTo=` to a path when there is one to carry over, and the sign-in reason with
 * it, so every page between "Sign in to send your enquiry" and the enquiry still knows both.
 */
export function withReturnTo(path: string, returnTo: string | null, reason?: string | null): string {
  if (!returnTo) return path;
  return `${path}?returnTo=${encodeURIComponent(returnTo)}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`;
}
