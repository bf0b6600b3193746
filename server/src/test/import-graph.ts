// The server's import graph, read from the source text of src/ (no compiler): which file imports
// which. Used by the layers test (layers.test.ts) and the module graph in docs/architecture.md
// (module-graph.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/src, the root every path below is relative to. */
export const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface Import {
  /** The imported file, relative to src/ (e.g. modules/users/repository.ts), or the package name. */
  target: string;
  typeOnly: boolean;
}

export const isTest = (p: string) => p.endsWith('.test.ts') || p.includes('__tests__') || p.startsWith('test/');

/** Every .ts file under dir (migrations left out), relative to src/. */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'migrations' ? [] : sourceFiles(p);
    return p.endsWith('.ts') ? [relative(SRC, p)] : [];
  });
}

export function resolveImport(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const base = resolve(SRC, dirname(from), spec);
  const file = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && statSync(p).isFile());
  return relative(SRC, file ?? base);
}

const IMPORT = /(?:^|;)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function importsOf(file: string): Import[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[4] ?? m[5] ?? m[6]!;
    // `import type …`, or `import { type A, type B }` with every name a type.
    const names = /^\{([^}]*)\}$/.exec(m[3]?.trim() ?? '')?.[1];
    const allTypes = names !== undefined && names.split(',').every((n) => !n.trim() || n.trim().startsWith('type '));
    out.push({ target: resolveImport(file, spec), typeOnly: Boolean(m[2]) || allTypes });
  }
  return out;
}

/** The import graph of src/'s non-test files: file → its imports. */
export function importGraph(): Map<string, Import[]> {
  const files = sourceFiles().filter((f) => !isTest(f));
  return new Map(files.map((f) => [f, importsOf(f)]));
}

/** modules/users/service.ts → users; not a module file (or the list itself) → null. */
export const moduleOf = (f: string) => (f.startsWith('modules/') && f !== 'modules/index.ts' ? f.split('/')[1]! : null);
