// What each build holds (docs/performance.md, "Bundle report"): per app, the gzip size of its
// chunks by package, the antd components and rc-component packages in each chunk, and the modules
// built into more than one chunk, within an app and across apps (each app's copy is downloaded
// again by a page that crosses to it, unless the module is shared).
// Reads each app's .bundle-stats.json (written by every production build: packages/mf-kit/webpack/bundle-stats.cjs).
// Usage: node bench/bundle-report.mjs [--app mf-owner] [--top 25] [--json out.json]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './serve.mjs';

const { packageOf, ANTD_WORLD } = createRequire(import.meta.url)('../packages/mf-kit/webpack/bundle-stats.cjs');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const top = Number(flag('--top') ?? 25);
const APPS = ['shell', 'mf-discovery', 'mf-enquiries', 'mf-profile', 'mf-owner', 'mf-admin'].filter((a) => !flag('--app') || a === flag('--app'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const report = {};
const everywhere = new Map(); // module → Set of apps whose chunks hold it
for (const app of APPS) {
  const file = path.join(root, app, '.bundle-stats.json');
  if (!existsSync(file)) {
    console.log(`${app}: no .bundle-stats.json (run node scripts/build.mjs)`);
    continue;
  }
  const { chunks } = JSON.parse(readFileSync(file, 'utf8'));
  const byPackage = new Map();
  const inChunks = new Map();
  let total = 0;
  const rows = [];
  for (const chunk of chunks) {
    // A chunk's gzip bytes, shared among its modules by their size before minifying.
    const gz = chunk.files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(root, app, 'dist', f)), { level: 9 }).length, 0);
    total += gz;
    const source = chunk.modules.reduce((sum, m) => sum + m.size, 0) || 1;
    const antd = new Set();
    for (const m of chunk.modules) {
      const pkg = packageOf(m.name);
      const key = pkg === 'antd' ? `antd/${m.name.split('/')[2]}` : pkg;
      byPackage.set(key, (byPackage.get(key) ?? 0) + (gz * m.size) / source);
      if (ANTD_WORLD.test(pkg)) antd.add(key);
      if (!inChunks.has(m.name)) inChunks.set(m.name, []);
      inChunks.get(m.name).push(chunk.label);
      // A shared module's provider is built by every app but downloaded once: only the other chunks count across apps.
      if (pkg !== '(app)' && !chunk.roles.some((r) => r.startsWith('shared '))) {
        if (!everywhere.has(m.name)) everywhere.set(m.name, new Set());
        everywhere.get(m.name).add(app);
      }
    }
    rows.push({ chunk: chunk.label, files: chunk.files, gzip: gz, roles: chunk.roles, antd: [...antd].sort() });
  }
  const dupes = [...inChunks].filter(([, cs]) => cs.length > 1);
  const dupAntd = dupes.filter(([name]) => ANTD_WORLD.test(packageOf(name)));
  report[app] = { total, chunks: rows.length, byPackage: Object.fromEntries(byPackage), duplicates: dupes.length, antdDuplicates: dupAntd.map(([m, cs]) => ({ module: m, chunks: cs })), rows };
  console.log(`\n== ${app}: ${rows.length} chunks, ${kb(total)} gzip; ${dupes.length} modules in more than one chunk (${dupAntd.length} of antd, rc-component, @ant-design or dayjs)`);
  for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(bytes).padStart(10)}  ${pkg}`);
  for (const [m, cs] of dupAntd.sort((a, b) => b[1].length - a[1].length).slice(0, 10)) console.log(`  in ${cs.length} chunks: ${m}`);
}
const acrossApps = [...everywhere].filter(([, apps]) => apps.size > 1);
console.log(`\n${acrossApps.length} modules outside the shared providers are built into more than one app (a page that crosses to another app downloads them again):`);
const byPkg = new Map();
for (const [name, apps] of acrossApps) byPkg.set(packageOf(name), Math.max(byPkg.get(packageOf(name)) ?? 0, apps.size));
console.log([...byPkg].sort((a, b) => b[1] - a[1]).slice(0, top).map(([p, n]) => `${p} (${n} apps)`).join(', '));
if (flag('--json')) writeFileSync(flag('--json'), JSON.stringify(report, null, 2));
