// The server's layers (docs/architecture.md, "Server: layers and modules"), checked over the import graph of
// src/: plugins never import modules, modules form no cycle, and only repositories query the database.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, isTest, moduleOf, sourceFiles, SRC } from './test/import-graph';

const files = sourceFiles().filter((f) => !isTest(f));
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const under = (dir: string) => (f: string) => f.startsWith(`${dir}/`);

function violations(from: (f: string) => boolean, to: (target: string) => boolean): string[] {
  return [...graph].flatMap(([f, imports]) => (from(f) ? imports.filter((i) => to(i.target)).map((i) => `${f} → ${i.target}`) : []));
}

describe('server layers', () => {
  it('reads the import graph', () => {
    expect(graph.size).toBeGreaterThan(40);
    expect(graph.get('app.ts')!.map((i) => i.target)).toContain('modules/index.ts');
  });

  it('plugins, site, lib, db, mail and types.ts import no module (plugins declare what they need; app.ts wires it)', () => {
    const low = (f: string) => ['plugins', 'site', 'lib', 'db', 'mail'].some((d) => under(d)(f)) || f === 'types.ts';
    expect(violations(low, (t) => under('modules')(t))).toEqual([]);
  });

  it('plugins and the lower layers do not import the site', () => {
    const low = (f: string) => ['plugins', 'lib', 'db', 'mail'].some((d) => under(d)(f)) || f === 'types.ts';
    expect(violations(low, (t) => under('site')(t))).toEqual([]);
  });

  it('modules import each other without a cycle', () => {
    const edges = new Map<string, Set<string>>();
    for (const [f, imports] of graph) {
      const m = moduleOf(f);
      if (!m) continue;
      for (const i of imports) {
        const n = moduleOf(i.target);
        if (n && n !== m) edges.set(m, (edges.get(m) ?? new Set()).add(n));
      }
    }
    // Depth-first search; a module met again on the current path closes a cycle.
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (m: string, path: string[]) => {
      if (path.includes(m)) return void cycles.push([...path.slice(path.indexOf(m)), m].join(' → '));
      if (done.has(m)) return;
      for (const n of edges.get(m) ?? []) visit(n, [...path, m]);
      done.add(m);
    };
    for (const m of edges.keys()) visit(m, []);
    expect(cycles).toEqual([]);
  });

  it('in modules, only repositories query the database', () => {
    const DB = (t: string) => t === 'drizzle-orm' || t === 'db/schema/index.ts' || t === 'db/client.ts';
    const offenders = [...graph].flatMap(([f, imports]) => {
      if (!moduleOf(f) || /\bextends Repository\b/.test(readFileSync(join(SRC, f), 'utf8'))) return [];
      return imports.filter((i) => !i.typeOnly && DB(i.target)).map((i) => `${f} → ${i.target}`);
    });
    expect(offenders).toEqual([]);
  });

  it('services take their repositories: only services.ts and the demo data build one (or a repository on the caller\'s transaction)', () => {
    const repositories = files.flatMap((f) => [...readFileSync(join(SRC, f), 'utf8').matchAll(/class\s+(\w+)\s+extends\s+Repository\b/g)].map((m) => m[1]!));
    expect(repositories.length).toBeGreaterThan(20);
    // `new X(tx …)` is a repository on a transaction its caller holds (recordAudit), not one a service keeps.
    const builds = new RegExp(`\\bnew\\s+(${repositories.join('|')})\\((?!tx\\b)`, 'g');
    const offenders = files
      .filter((f) => moduleOf(f) && !/^modules\/[^/]+\/demo\.ts$/.test(f))
      .flatMap((f) => [...readFileSync(join(SRC, f), 'utf8').matchAll(builds)].map((m) => `${f}: new ${m[1]}`));
    expect(offenders).toEqual([]);
  });

  const isRouteFile = (f: string) => /^modules\/[^/]+\/(routes|socket)\.ts$/.test(f);

  it('route files and socket handlers build nothing: they read the services services.ts built', () => {
    const builtIns = new Set(['Date', 'URL', 'URLSearchParams', 'Set', 'Map', 'Error']);
    const routeFiles = files.filter(isRouteFile);
    expect(routeFiles.length).toBeGreaterThan(20);
    const built = routeFiles.flatMap((f) =>
      [...readFileSync(join(SRC, f), 'utf8').matchAll(/\bnew\s+([A-Z]\w*)/g)].filter((m) => !builtIns.has(m[1]!)).map((m) => `${f}: new ${m[1]}`),
    );
    expect(built).toEqual([]);
    // Nor do they reach for a service or repository class (a type is fine).
    const reached = [...graph].flatMap(([f, imports]) =>
      isRouteFile(f) ? imports.filter((i) => !i.typeOnly && /^modules\/[^/]+\/(service|repository)\.ts$/.test(i.target)).map((i) => `${f} → ${i.target}`) : [],
    );
    expect(reached).toEqual([]);
  });

  it('only the module list imports route files and socket handlers (a module shares services, not routes)', () => {
    expect(violations((f) => f !== 'modules/index.ts', isRouteFile)).toEqual([]);
  });

  it('every module folder is in the list app.ts registers', () => {
    const list = readFileSync(join(SRC, 'modules/index.ts'), 'utf8');
    const folders = readdirSync(join(SRC, 'modules')).filter((n) => statSync(join(SRC, 'modules', n)).isDirectory());
    expect(folders.filter((m) => !list.includes(`'./${m}/routes'`))).toEqual([]);
  });
});
