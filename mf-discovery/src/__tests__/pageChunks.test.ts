import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pageChunks from '../pageChunks.json';

// pageChunks.json restates AppRoutes.tsx for the build (page-hints.json); a route or chunk renamed
// in one place and not the other would preload the wrong file, so the two are compared here.
const source = readFileSync(join(__dirname, '..', 'AppRoutes.tsx'), 'utf8');
const routeElement = new Map([...source.matchAll(/<Route path="([^"]+)" element=\{(?:<AntdProviders[^}]*\}>)?<(\w+)/g)].map((m) => [m[1]!, m[2]!]));
const chunkOf = new Map([...source.matchAll(/const (\w+) = \w+\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => [m[1]!, m[2]!]));

test.each(pageChunks.pages.map((p) => [p.pattern, p.chunk]))('%s is rendered from the chunk %s', (pattern, chunk) => {
  const component = routeElement.get(pattern);
  expect(component).toBeDefined();
  expect(chunkOf.get(component!)).toBe(chunk);
});

test('every lazy page of AppRoutes.tsx is listed', () => {
  const lazyRoutes = [...routeElement].filter(([, component]) => chunkOf.has(component) && chunkOf.get(component) !== 'page-not-found');
  expect(lazyRoutes.map(([pattern]) => pattern).sort()).toEqual(pageChunks.pages.map((p) => p.pattern).sort());
});
