/**
 * docs/spec.md §2: a visitor on an alternative domain goes to the main site, same path and query.
 * Null when this host is not an alternative one (or no main origin is configured).
 */
export function altDomainRedirect(
  loc: Pick<Location, 'hostname' | 'pathname' | 'search' | 'hash' | 'origin'>,
  altHosts: readonly string[],
  mainOrigin: string,
): string | null {
  if (!mainOrigin || !altHosts.includes(loc.hostname.toLowerCase())) return null;
  const main = mainOrigin.replace(/\/+$/, '');
  if (main === loc.origin) return null; // misconfigured: never loop
  return main + loc.pathname + loc.search + loc.hash;
}
