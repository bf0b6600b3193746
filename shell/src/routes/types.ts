import type { Guard, SignInReason } from '@venues/contracts';

/** A name in remote-list.json (the one list of remotes; tests/routes checks every route's remote is in it). */
export type RemoteName = string;
export type LayoutName = 'landing' | 'default' | 'bare' | 'profile' | 'venue';
/** Every layout: the shell marks the body with `layout-<name>`. */
export const LAYOUTS: readonly LayoutName[] = ['landing', 'default', 'bare', 'profile', 'venue'];

export interface RouteEntry {
  /** Path pattern (`:name` = one segment); country-prefixed routes start with '/:country', the others are root-level. */
  pattern: string;
  remote: RemoteName;
  guard?: Guard;
  /** Why a visitor stopped by the guard must sign in (the login page says so). */
  signInReason?: SignInReason;
  layout: LayoutName;
  /** Extra check on the matched params (docs/spec.md §2 "a route's validity check"). */
  valid?: (params: Record<string, string | undefined>, ctx: { product: string }) => boolean;
}

/** A pattern under `/:country`; '' is the country's home. */
export const c = (path: string) => `/:country${path ? `/${path}` : ''}`;

/** Root-level routes (docs/spec.md §2: no country prefix) — links in e-mails and the Google redirect. */
export const isRootLevel = (route: RouteEntry): boolean => !route.pattern.startsWith('/:country');
