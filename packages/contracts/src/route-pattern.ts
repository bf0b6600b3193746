/** Compiled patterns: the shell matches the whole route table several times per navigation. */
const compiled = new Map<string, { regex: RegExp; names: string[] }>();

function compile(pattern: string, caseSensitive: boolean): { regex: RegExp; names: string[] } {
  const key = `${caseSensitive ? 's' : 'i'}${pattern}`;
  let found = compiled.get(key);
  if (found) return found;
  const names: string[] = [];
  const source =
    '^' +
    pattern
      .replace(/\/+$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      }) +
    '\\/*$';
  found = { regex: new RegExp(source, caseSensitive ? '' : 'i'), names };
  compiled.set(key, found);
  return found;
}

/**
 * Matches a route pattern ('/:country/about-us/:slug') against a pathname the way react-router's
 * matchPath does with `end: true`: whole path, trailing slashes allowed, `:name` = one segment,
 * `%2F` in a param read as '/'. Shared by the site's table (matchSiteRoute, page-routes.ts), the
 * shell and the server.
 */
export function matchPattern(
  pattern: string,
  pathname: string,
  { caseSensitive = true }: { caseSensitive?: boolean } = {},
): Record<string, string> | null {
  const { regex, names } = compile(pattern, caseSensitive);
  const m = regex.exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = (m[i + 1] ?? '').replace(/%2F/g, '/');
  });
  return params;
}

/** `page-hints.json`, written by a remote's build: each page route with the files of its lazy chunk. */
export interface PageHints {
  pages: { pattern: string; files: string[] }[];
}

/** The files of the first page route matching `pathname` (none when no route matches). */
export function hintedPageFiles(hints: PageHints, pathname: string): string[] {
  for (const p of hints.pages) if (matchPattern(p.pattern, pathname)) return p.files;
  return [];
}
