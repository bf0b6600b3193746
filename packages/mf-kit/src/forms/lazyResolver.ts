/** A react-hook-form resolver: (values, context, options) → { values, errors }, or a promise of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver's own signature
type Resolver = (values: any, ...rest: any[]) => unknown;

/**
 * A form resolver whose rules download when the form is first checked (its first submit), not with
 * the page: zod and a contracts schema are about 25 KB gzip, an eighth of a public page's budget
 * (docs/performance.md). `load` is a dynamic import of a module that builds the resolver, e.g.
 * `() => import('./loginRules').then((m) => m.loginResolver)`.
 *
 * Should the download fail (offline, a release replaced mid-visit), the values go on unchecked: the
 * server parses them with the same contracts schema and answers with the same field errors, or the
 * form shows its own network error. The next check tries the download again.
 */
export function lazyResolver<R extends Resolver>(load: () => Promise<R>): R {
  let loading: Promise<R | null> | null = null;
  const resolve = async (values: unknown, ...rest: unknown[]) => {
    loading ??= load().catch((e: unknown) => {
      console.warn('form rules unavailable; the server checks the values', e);
      loading = null;
      return null;
    });
    const resolver = await loading;
    return resolver ? resolver(values, ...rest) : { values, errors: {} };
  };
  return resolve as unknown as R;
}
