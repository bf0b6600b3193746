// `npm test`'s report of the slowest files (scripts/timings.mjs), read from the JSON reports jest and
// Playwright write. The script is plain ESM for Node; it runs in a child process here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function report(kind: 'jest' | 'playwright', json: unknown): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'venues-timings-'));
  const file = path.join(dir, 'report.json');
  writeFileSync(file, JSON.stringify(json));
  const code = `import(${JSON.stringify(path.join(ROOT, 'scripts/timings.mjs'))}).then((m) => m.printSlowest(${JSON.stringify(kind)}, ${JSON.stringify(file)}, ${JSON.stringify(ROOT)}))`;
  return execFileSync('node', ['-e', code], { encoding: 'utf8' }).trim().split('\n');
}

test('jest: files by their time, slowest first, at most 15, paths from the repository', () => {
  const testResults = Array.from({ length: 20 }, (_, i) => ({ name: path.join(ROOT, `server/src/f${i}.test.ts`), startTime: 0, endTime: (i + 1) * 1000 }));
  const lines = report('jest', { testResults });
  expect(lines[0]).toBe('slowest 15 of 20 files (3.5 min of file time in all):');
  expect(lines).toHaveLength(16);
  expect(lines[1]).toMatch(/^\s+20\.0 s {2}server\/src\/f19\.test\.ts$/);
  expect(lines[15]).toMatch(/^\s+6\.0 s {2}server\/src\/f5\.test\.ts$/);
});

test('Playwright: a spec file is the sum of its tests, nested suites and attempts included', () => {
  const suites = [
    {
      title: 'a.spec.ts',
      specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }],
      suites: [{ title: 'inner', specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 2000 }] }] }] }],
    },
    { title: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 4000 }] }] }] },
  ];
  const lines = report('playwright', { suites });
  expect(lines).toEqual(['slowest 2 of 2 files (0.1 min of file time in all):', '    4.0 s  b.spec.ts', '    3.5 s  a.spec.ts']);
});
