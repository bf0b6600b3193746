// The site's table of pages (SiteRoute[] of @venues/contracts, merged in matching order by
// mergeRoutes) from the remotes' src/routes.ts or from their builds' routes.json: for the webpack
// helper (routes.json, the dev /routes.json, shell.json), bench/ and e2e/. contracts and the
// remotes' route modules are TypeScript, loaded with tsx.
const fs = require('node:fs');
const path = require('node:path');

/** The repository's root: each remote's folder is named after it (remote-list.json). */
const REPO_ROOT = path.join(__dirname, '..', '..', '..');
const REMOTES = require('../../../remote-list.json').remotes.map((r) => r.name);

/**
 * Loads a TypeScript module with tsx, afresh each time: a rebuild in watch mode, or the dev
 * server's next /routes.json, sees an edited file.
 */
function loadTs(file) {
  const { register } = require('tsx/cjs/api');
  const api = register({ namespace: `venues-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  try {
    return api.require(file, __filename);
  } finally {
    api.unregister();
  }
}

/** contracts' page-routes.ts (mergeRoutes, routeProblems, SHELL_KNOWS), from source. */
function pageRoutes() {
  return loadTs(path.join(path.dirname(require.resolve('@venues/contracts')), 'page-routes.ts'));
}

/** `routeManifest` of a remote's src/routes.ts (a RouteManifest: what its routes.json holds). */
function routeManifestOf(name, file) {
  const manifest = loadTs(file).routeManifest;
  if (!manifest || !Array.isArray(manifest.routes)) throw new Error(`${path.relative(REPO_ROOT, file)} exports no routeManifest ({ remote, routes })`);
  if (manifest.remote !== name) throw new Error(`${path.relative(REPO_ROOT, file)}: routeManifest.remote is "${manifest.remote}", not "${name}"`);
  return manifest;
}

function merged(manifests) {
  const { routes, conflicts } = pageRoutes().mergeRoutes(manifests);
  for (const c of conflicts) console.warn(`[routes] ${c.pattern} is claimed by ${c.remotes.join(' and ')}`);
  return routes;
}

/** The merged table of every remote's src/routes.ts (the dev server's /routes.json). */
function sourceSiteRoutes() {
  const manifests = [];
  for (const name of REMOTES) {
    const file = path.join(REPO_ROOT, name, 'src', 'routes.ts');
    if (fs.existsSync(file)) manifests.push(routeManifestOf(name, file));
  }
  return merged(manifests);
}

/**
 * The merged table of the remotes' builds (`<remote>/dist/routes.json`), as the server answers it
 * for those builds; a remote not built has no pages.
 */
function builtSiteRoutes(root = REPO_ROOT) {
  const manifests = [];
  for (const name of REMOTES) {
    const file = path.join(root, name, 'dist', 'routes.json');
    if (fs.existsSync(file)) manifests.push(JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return merged(manifests);
}

module.exports = { REPO_ROOT, loadTs, pageRoutes, routeManifestOf, sourceSiteRoutes, builtSiteRoutes };
