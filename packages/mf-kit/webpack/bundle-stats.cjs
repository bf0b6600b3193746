// Writes <app>/.bundle-stats.json after a production build: each chunk with its files, its
// module-federation role (a shared module's provider, an exposed module, a page chunk) and the
// modules built into it (sizes before minifying). bench/bundle-report.mjs reads every app's file
// (docs/performance.md, "Bundle report").
const fs = require('node:fs');
const path = require('node:path');

/** A module's path inside its package, the same whichever app or pnpm folder built it. */
function moduleName(resource, context) {
  const file = resource.split('?')[0];
  const i = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (i >= 0) return file.slice(i + '/node_modules/'.length).split(path.sep).join('/');
  return path.relative(context, file).split(path.sep).join('/');
}

/** The package a module name belongs to ('@rc-component/util', 'antd', or '(app)'). */
function packageOf(name) {
  if (name.startsWith('.') || name.startsWith('src/')) return '(app)';
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** antd and the packages it is built from: a second copy of any of these is antd downloaded twice. */
const ANTD_WORLD = /^(antd|@ant-design\/[^/]+|@rc-component\/[^/]+|rc-[^/]+|dayjs)$/;

function chunkModules(chunkGraph, chunk, context) {
  const out = [];
  const add = (m, size) => {
    if (m.resource) out.push({ name: moduleName(m.resource, context), size });
  };
  for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
    if (m.modules) for (const inner of m.modules) add(inner, inner.size());
    else add(m, m.size());
  }
  return out;
}

function collect(compilation, context) {
  const { chunkGraph } = compilation;
  const chunks = [];
  for (const chunk of compilation.chunks) {
    const files = [...chunk.files].filter((f) => f.endsWith('.js'));
    if (!files.length) continue;
    const roles = [];
    for (const group of chunk.groupsIterable) {
      for (const o of group.origins) {
        if (o.module && o.module.type === 'provide-module') roles.push(`shared ${o.module._name}`);
        else if (o.module && o.module.type === 'consume-shared-module') roles.push(`consumes ${o.module.options.shareKey}`);
      }
      if (group.name) roles.push(`group ${group.name}`);
    }
    chunks.push({ label: chunk.name || String(chunk.id), files, roles: [...new Set(roles)], modules: chunkModules(chunkGraph, chunk, context) });
  }
  return chunks;
}

/** The plugin: writes the file after each production build. */
function bundleStatsPlugin({ name, dir }) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('BundleStats', (compilation) => {
        compilation.hooks.afterSeal.tap('BundleStats', () => {
          fs.writeFileSync(path.join(dir, '.bundle-stats.json'), JSON.stringify({ app: name, chunks: collect(compilation, dir) }));
        });
      });
    },
  };
}

module.exports = { bundleStatsPlugin, packageOf, ANTD_WORLD };
