import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as contracts from '@venues/contracts';

// Every page of mf-admin is drawn without antd (docs/decisions.md "Signed-in pages without antd"),
// and so mf-admin loads no antd: AppRoutes.tsx loads each page with React's lazy(), and neither a
// page nor any module of this remote it imports, however deep, may bring antd, @venues/ui's or
// mf-kit's antd components, zod or a contracts schema into its chunk; nor a contracts value
// declared in a module that imports zod (docs/performance.md: the whole module comes along, zod
// and every schema in it). A rule that needs zod loads it lazily (import()), which this walk does
// not follow.

const SRC = join(__dirname, '..', '..');
const routes = readFileSync(join(SRC, 'AppRoutes.tsx'), 'utf8');
const plainPages = [...routes.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/(pages\/\w+)'\)\)/g)].map((m) => ({ name: m[1]!, file: m[2]! }));
/** The contracts' exports, to tell a zod schema (it has safeParse) from a constant or a function. */
const exported = contracts as unknown as Record<string, { safeParse?: unknown } | undefined>;
/** The contracts' values declared in a module that brings zod (imports it, or a module that does). */
const CONTRACTS_SRC = join(SRC, '..', '..', 'packages', 'contracts', 'src');
const contractsText = (file: string) => readFileSync(join(CONTRACTS_SRC, file), 'utf8');
const bringsZod = (file: string, seen = new Set<string>()): boolean => {
  if (seen.has(file)) return false;
  seen.add(file);
  return [...contractsText(file).matchAll(/^import (?!type )[\s\S]*?from '([^']+)'/gm)].some((m) => m[1] === 'zod' || (m[1]!.startsWith('./') && existsSync(join(CONTRACTS_SRC, `${m[1]}.ts`)) && bringsZod(`${m[1]!.slice(2)}.ts`, seen)));
};
const inZodModules = new Set(
  readdirSync(CONTRACTS_SRC)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && bringsZod(f))
    .flatMap((f) => [...contractsText(f).matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!)),
);

/** Exports that draw with antd (or are antd's providers). */
const ANTD_EXPORTS: Record<string, readonly string[]> = {
  '@venues/ui': ['AppProviders', 'NoAccessView', 'RemoteFallback', 'StatusTag', 'PageHeader', 'EmptyState', 'FormField', 'theme', 'darkTheme'],
  '@venues/mf-kit': ['ButtonLink', 'AntdProviders', 'lazyAntdPage'],
};

/** The value names of an import clause ("type" ones are erased by the compiler). */
function valueNames(clause: string): string[] {
  if (/^type\s/.test(clause)) return [];
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  const named = braces
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]!);
  const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
  return outside && !outside.startsWith('* as') ? [...named, 'default'] : named;
}

function resolveModule(from: string, spec: string): string | null {
  if (spec.endsWith('.css')) return null;
  const base = resolve(dirname(from), spec);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f)) ?? null;
}

/** Every problem in `file` and the modules of this remote it imports statically. */
function problemsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const where = relative(SRC, file);
  const problems: string[] = [];
  const imports = [...source.matchAll(/^\s*(?:import|export)\s+([\s\S]*?)\s+from\s+'([^']+)'/gm)].map((m) => ({ clause: m[1]!, spec: m[2]! }));
  for (const m of source.matchAll(/^\s*import\s+'([^']+)'/gm)) imports.push({ clause: '', spec: m[1]! });
  for (const { clause, spec } of imports) {
    if (clause.startsWith('type ')) continue;
    if (spec === 'antd' || spec.startsWith('antd/') || spec.startsWith('@ant-design/') || spec === 'zod') problems.push(`${where} imports ${spec}`);
    for (const name of valueNames(clause)) {
      if (ANTD_EXPORTS[spec]?.includes(name)) problems.push(`${where} imports ${name} from ${spec}`);
      if (spec === '@venues/contracts' && typeof exported[name]?.safeParse === 'function') problems.push(`${where} imports the schema ${name}`);
      else if (spec === '@venues/contracts' && inZodModules.has(name)) problems.push(`${where} imports ${name}, declared beside zod schemas`);
    }
    if (spec.startsWith('.')) {
      const next = resolveModule(file, spec);
      if (next) problems.push(...problemsOf(next, seen));
    }
  }
  return problems;
}

test('AppRoutes.tsx loads every page of pages/ with lazy(), and no antd', () => {
  const pageFiles = readdirSync(join(SRC, 'pages'))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `pages/${f.slice(0, -'.tsx'.length)}`);
  expect(plainPages.map((p) => p.file).sort()).toEqual(pageFiles.sort());
  expect(plainPages.map((p) => p.name)).toEqual(expect.arrayContaining(['SettingsPage', 'AuditLogPage', 'AdminsPage', 'RefundsPage', 'VenueQueuePage', 'VenueReviewPage', 'StorefrontsPage', 'AddStorefrontPage', 'StorefrontDetailPage']));
  // No antd page, no antd providers around a group of routes.
  expect(routes).not.toMatch(/lazyAntdPage|AntdProviders|AntdPages/);
  expect(problemsOf(join(SRC, 'AppRoutes.tsx'))).toEqual([]);
});

test('the remote is mounted without the antd providers', () => {
  expect(readFileSync(join(SRC, 'app.tsx'), 'utf8')).toMatch(/defineRemote\(\{[^}]*antd: 'pages'/);
  expect(problemsOf(join(SRC, 'app.tsx'))).toEqual([]);
});

test('the contracts’ values declared beside zod schemas are known', () => {
  expect(inZodModules.has('adminVenueListQuery')).toBe(true);
  expect(inZodModules.has('ADMIN_VENUE_ACTION_STEP')).toBe(true);
  // Kept apart from the schemas, for pages without zod.
  expect(inZodModules.has('ADMIN_VENUE_TABS')).toBe(false);
  expect(inZodModules.has('AUDIT_ACTIONS')).toBe(false);
  expect(inZodModules.has('ADMIN_LIMITS')).toBe(false);
  expect(inZodModules.has('ADMIN_ROLES')).toBe(false);
  expect(inZodModules.has('adminCan')).toBe(false);
  expect(inZodModules.has('EVENT_TYPES')).toBe(false);
});

test.each(plainPages.map((p) => [p.name, p.file]))('%s loads no antd and no zod', (_name, file) => {
  expect(problemsOf(join(SRC, `${file}.tsx`))).toEqual([]);
});
