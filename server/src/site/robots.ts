import { isPrivatePage, type PageRoute } from '@venues/contracts';

/**
 * Paths no crawler should open that the route table does not mark as private: the API and the
 * realtime socket, sign-in callbacks, one-time links (their tokens are private), the sign-out
 * page and the development mail page. The site's scripts (/mf/, /static/) stay allowed: a
 * crawler that renders pages needs them.
 */
const ALWAYS_DISALLOWED = [
  '/api/',
  '/socket.io/',
  '/callback/',
  '/dev/',
  '/verify-email/',
  '/forgot-password/password-reset/',
  '/signup/complete-profile/',
  '/redirect-page',
  '/*/sign-out',
];

/**
 * The robots.txt rule of a private route pattern (guarded or noindex): the storefront segment becomes a wildcard
 * (`/:country/profile` gives "Disallow: /STAR/profile", STAR being `*`), a prefix, so its
 * sub-pages too; a parameter after the first segment ends the prefix (`/:country/shortlists/:id`
 * gives "/STAR/shortlists/"). When a public route lies under the prefix (`/:country/favorites`
 * vs. the public `/:country/favorites/recentlyviewed`), the rule is the exact path (`$`).
 */
function ruleOf(pattern: string, publicPatterns: readonly string[]): string {
  const segments = pattern.split('/').slice(1);
  const out: string[] = [];
  let cut = false;
  for (const [i, seg] of segments.entries()) {
    if (seg.startsWith(':')) {
      if (i === 0) {
        out.push('*');
        continue;
      }
      cut = true;
      break;
    }
    out.push(seg);
  }
  const prefix = `/${out.join('/')}${cut ? '/' : ''}`;
  if (cut) return prefix;
  return publicPatterns.some((p) => p.startsWith(`${pattern}/`)) ? `${prefix}$` : prefix;
}

/** `rule` is already covered by another prefix rule of the list. */
const covered = (rule: string, rules: readonly string[]) =>
  rules.some((r) => r !== rule && !r.endsWith('$') && rule.startsWith(r.endsWith('/') ? r : `${r}/`));

/** The Disallow rules: the fixed private paths and every private page of the merged route table (isPrivatePage), shortest form, sorted. */
export function disallowRules(routes: readonly PageRoute[] | null): string[] {
  const table = routes ?? [];
  const publicPatterns = table.filter((r) => !isPrivatePage(r)).map((r) => r.pattern);
  const rules = new Set([...ALWAYS_DISALLOWED, ...table.filter(isPrivatePage).map((r) => ruleOf(r.pattern, publicPatterns))]);
  const all = [...rules];
  return all.filter((r) => !covered(r, all)).sort();
}

/** robots.txt: everything public allowed, the private areas disallowed, and the sitemap index (absolute URL). */
export function robotsTxt(routes: readonly PageRoute[] | null, origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallowRules(routes).map((r) => `Disallow: ${r}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
