import type { PageRoute } from '@venues/contracts';

/**
 * A path a route's pattern matches and its checks accept: the storefront `sg`, the product's name,
 * the first value of a `oneOf`, `sample-<name>` for any other parameter (a `regex` check needs
 * `values`). For a remote's routes test: its AppRoutes draws a page there.
 */
export function samplePath(route: PageRoute, product = 'venuely', values: Readonly<Record<string, string>> = {}): string {
  return route.pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (values[name] !== undefined) return values[name];
    if (name === 'country') return 'sg';
    const check = route.checks?.[name];
    if (check && 'oneOf' in check) return check.oneOf[0] ?? '';
    if (check && 'is' in check) return product;
    return `sample-${name}`;
  });
}
