import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pageChunks from '../pageChunks.json';
import { ROUTES, type DiscoveryRoute } from '../routes';

// pageChunks.json restates, for the build (page-hints.json), which lazy chunk draws each route of
// src/routes.ts. A chunk's name is only written in AppRoutes.tsx (webpackChunkName), so it is read
// there: the component each page of the PAGES map draws, and the chunk that component loads from.
const source = readFileSync(join(__dirname, '..', 'AppRoutes.tsx'), 'utf8');
const pagesMap = /const PAGES: Record<DiscoveryRoute, ReactElement> = \{([^]*?)\n\};/.exec(source)?.[1] ?? '';
const componentOf = new Map([...pagesMap.matchAll(/^\s*(\w+): <(\w+)/gm)].map((m) => [m[1]!, m[2]!]));
const chunkOf = new Map([...source.matchAll(/const (\w+) = \w+\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => [m[1]!, m[2]!]));
const chunkOfRoute = (page: DiscoveryRoute) => chunkOf.get(componentOf.get(page) ?? '');

test('every page of the PAGES map is read here', () => {
  expect([...componentOf.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
});

test('pageChunks.json names the chunk of every route of src/routes.ts, whatever their order', () => {
  const expected = (Object.keys(ROUTES) as DiscoveryRoute[]).map((page) => ({ pattern: ROUTES[page].pattern, chunk: chunkOfRoute(page) }));
  const byPattern = (a: { pattern: string }, b: { pattern: string }) => a.pattern.localeCompare(b.pattern);
  expect([...pageChunks.pages].sort(byPattern)).toEqual(expected.sort(byPattern));
});
