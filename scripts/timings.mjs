// The slowest test files of a run, from the JSON reports jest and Playwright write (`npm test` prints
// them after each part), so the next slow file shows in CI's log before it costs minutes on every run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHOWN = 15;

/** Seconds per test file of a jest --json report. */
export function jestFileSeconds(report) {
  return report.testResults.map((t) => ({ file: t.name, seconds: (t.endTime - t.startTime) / 1000 }));
}

/** Seconds per spec file of a Playwright JSON report: the sum of its tests' attempts (set-up hooks included in each test's time). */
export function playwrightFileSeconds(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (r.duration ?? 0) / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of report.suites ?? []) walk(s);
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

/** The report's slowest files as printable lines, paths relative to the repository. */
export function slowest(rows, root, shown = SHOWN) {
  return [...rows]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, shown)
    .map((r) => `${r.seconds.toFixed(1).padStart(7)} s  ${path.isAbsolute(r.file) ? path.relative(root, r.file) : r.file}`);
}

/** Prints the slowest files of a report written by `kind` ('jest' or 'playwright'); silent when there is none. */
export function printSlowest(kind, file, root, print = console.log) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const rows = kind === 'jest' ? jestFileSeconds(report) : playwrightFileSeconds(report);
  if (rows.length === 0) return;
  const total = rows.reduce((s, r) => s + r.seconds, 0);
  print(`slowest ${Math.min(SHOWN, rows.length)} of ${rows.length} files (${(total / 60).toFixed(1)} min of file time in all):`);
  for (const line of slowest(rows, root)) print(line);
}
