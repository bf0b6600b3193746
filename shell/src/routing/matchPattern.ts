/**
 * Matches a route pattern ('/:country/about-us/:slug') against a pathname the way react-router's
 * matchPath does with `end: true`: whole path, trailing slashes allowed, `:name` = one segment,
 * `%2F` in a param read as '/'. The shell needs only this, not a router (the remotes route).
 */
export function matchPattern(
  pattern: string,
  pathname: string,
  { caseSensitive = true }: { caseSensitive?: boolean } = {},
): Record<string, string> | null {
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
  const m = new RegExp(source, caseSensitive ? '' : 'i').exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = (m[i + 1] ?? '').replace(/%2F/g, '/');
  });
  return params;
}
