// The shell's route table against the remotes' own routes (docs/architecture.md "Adding a remote").
// A remote's routes are read from its src/AppRoutes.tsx as written (<Route path="…">, nested
// routes joined to their parent), not by rendering it: rendering every remote here would need
// each remote's test set-up (API, antd, build constants), while the paths are plain data there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPattern } from '../packages/contracts/src/route-pattern';
import { ROUTE_FILES } from '../shell/src/routes';

const ROOT = path.resolve(__dirname, '..');
const REMOTES: string[] = JSON.parse(readFileSync(path.join(ROOT, 'remote-list.json'), 'utf8')).remotes.map((r: { name: string }) => r.name);

/**
 * The full path of every <Route> in AppRoutes.tsx; an index route is its parent's path. Splats are
 * left out: '*' is the not-found, and '/:country/*' a piece drawn on every page (mf-discovery's
 * compare tray), not a page.
 */
export function appRoutePaths(source: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  const tag = /<Route\b|<\/Route>/g;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    if (m[0] === '</Route>') {
      stack.pop();
      continue;
    }
    // The tag's attributes run to the first '>' outside braces (element={<Page />} holds some).
    let i = tag.lastIndex;
    for (let depth = 0; i < source.length && !(depth === 0 && source[i] === '>'); i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
    }
    const attrs = source.slice(tag.lastIndex, i);
    const selfClosing = attrs.trimEnd().endsWith('/');
    const own = /\bpath="([^"]*)"/.exec(attrs.replace(/\{[^]*\}/g, ''))?.[1];
    const parent = stack[stack.length - 1] ?? '';
    const full = own === undefined ? parent : own.startsWith('/') ? own : `${parent}/${own}`;
    if (own !== '*' && !full.endsWith('/*') && (own !== undefined || /\bindex\b/.test(attrs))) out.push(full);
    if (!selfClosing) stack.push(full);
    tag.lastIndex = i;
  }
  return [...new Set(out)];
}

/** A path the pattern matches: each parameter filled in (the storefront and the product as the shell's checks want). */
const samplePath = (pattern: string) =>
  pattern.replace(/:country\b/, 'sg').replace(/:product\b/, 'venuely').replace(/:(\w+)/g, (_m, name: string) => `sample-${name}`);

describe('one list of remotes', () => {
  it('has a route file in the shell for every remote in remote-list.json, and no other', () => {
    expect(Object.keys(ROUTE_FILES).sort()).toEqual([...REMOTES].sort());
  });

  it.each(Object.entries(ROUTE_FILES))('routes/%s.ts names only its own remote', (remote, routes) => {
    for (const r of routes) expect(r.remote).toBe(remote);
  });
});

describe.each(REMOTES)('%s against the shell', (remote) => {
  const source = readFileSync(path.join(ROOT, remote, 'src', 'AppRoutes.tsx'), 'utf8');
  const remotePaths = appRoutePaths(source);
  const shellPatterns = (ROUTE_FILES[remote] ?? []).map((r) => r.pattern);

  it('renders at least one page', () => {
    expect(remotePaths.length).toBeGreaterThan(0);
  });

  it('every route its AppRoutes renders is in the shell table', () => {
    const missing = remotePaths.filter((p) => !shellPatterns.includes(p));
    expect(missing).toEqual([]);
  });

  it('every shell route of this remote renders one of its pages (not its not-found)', () => {
    const unserved = shellPatterns.filter((p) => !remotePaths.some((rp) => matchPattern(rp, samplePath(p))));
    expect(unserved).toEqual([]);
  });
});

describe('appRoutePaths', () => {
  it('joins nested routes, keeps index routes as their parent and leaves out the not-found', () => {
    const src = `<Routes><Route path="/:country/a" element={<A />} /><Route path="/:country/p" element={<L />}>
      <Route index element={<N />} /><Route path="x" element={<X page={<Y />} />} /></Route><Route path="*" element={null} /></Routes>`;
    expect(appRoutePaths(src)).toEqual(['/:country/a', '/:country/p', '/:country/p/x']);
  });
});
