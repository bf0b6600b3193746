/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const kit = require('../../webpack/index.cjs');

describe('mf-kit webpack config', () => {
  const shellDir = path.resolve(__dirname, '../../../../shell');

  it('names containers with underscores', () => {
    expect(kit.containerName('mf-discovery')).toBe('mf_discovery');
  });

  it('shares the singletons, never eager, with the installed versions', () => {
    const shared = kit.sharedConfig(shellDir);
    expect(shared.react).toMatchObject({ singleton: true, eager: false });
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared['react-dom/client']).toBeDefined();
    expect(shared.antd).toBeUndefined();
  });

  it('builds a remote config exposing ./app with a manifest and no runtime chunk', () => {
    const cfg = kit.createRemoteConfig({ name: 'mf-discovery', dir: shellDir, devPort: 3001 })({}, { mode: 'production' });
    expect(cfg.output.publicPath).toBe('auto');
    expect(cfg.optimization.runtimeChunk).toBe(false);
    const mf = cfg.plugins.find((p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options).toMatchObject({ name: 'mf_discovery', manifest: true, dts: false, exposes: { './app': './src/app.tsx' } });
    expect(cfg.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('with `ssr`, adds a server build after the browser’s: one-file Node container exposing ./ssr in dist/server', () => {
    const make = kit.createRemoteConfig({ name: 'mf-discovery', dir: shellDir, devPort: 3001, ssr: './src/ssr.tsx' });
    const [browser, server] = make({}, { mode: 'production' });
    expect(browser.name).toBe('browser');
    expect(browser.output.clean.keep.test('server/remoteEntry.js')).toBe(true); // the browser build keeps the server's
    expect(server).toMatchObject({ name: 'server', dependencies: ['browser'], target: 'async-node' });
    expect(server.output).toMatchObject({ path: path.join(shellDir, 'dist', 'server'), filename: 'remoteEntry.js', asyncChunks: false });
    const mf = server.plugins.find((p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options).toMatchObject({ name: 'mf_discovery', library: { type: 'commonjs-module' }, exposes: { './ssr': './src/ssr.tsx' }, shared: {}, manifest: true });
    // Development: the browser build alone.
    expect(Array.isArray(make({}, { mode: 'development' }))).toBe(false);
  });

  it('builds a host config that serves dev remotes.json and proxies the API', () => {
    const cfg = kit.createHostConfig({ dir: shellDir, devPort: 8080 })({}, { mode: 'development' });
    expect(cfg.devServer.port).toBe(8080);
    expect(cfg.devServer.historyApiFallback).toBe(true);
    const contexts = cfg.devServer.proxy.flatMap((p: { context: string[] }) => p.context);
    expect(contexts).toEqual(expect.arrayContaining(['/api', '/socket.io', '/static']));
  });

  it('a remote with src/routes.ts writes routes.json from its browser build only; the host writes shell.json', () => {
    const pluginNames = (cfg: { plugins: { name?: string }[] }) => cfg.plugins.map((p) => p.name ?? p.constructor.name);
    const discovery = path.resolve(__dirname, '../../../../mf-discovery');
    const [browser, server] = kit.createRemoteConfig({ name: 'mf-discovery', dir: discovery, ssr: './src/ssr.tsx' })({}, { mode: 'production' });
    expect(pluginNames(browser)).toContain('Routes');
    expect(pluginNames(server)).not.toContain('Routes');
    // The shell has no src/routes.ts: no routes.json.
    expect(pluginNames(kit.createRemoteConfig({ name: 'mf-discovery', dir: shellDir })({}, { mode: 'production' }))).not.toContain('Routes');
    const [host] = kit.createHostConfig({ dir: shellDir, ssr: './src/ssr.tsx' })({}, { mode: 'production' });
    expect(pluginNames(host)).toContain('ShellInfo');
  });

  it('the dev /routes.json is the merged table of every remote’s src/routes.ts, root-level pages first', () => {
    const routes: { pattern: string; remote: string }[] = inNode(`out(kit.sourceSiteRoutes())`);
    expect(new Set(routes.map((r) => r.remote))).toEqual(new Set(kit.REMOTE_LIST.map((r: { name: string }) => r.name)));
    expect(routes[0]!.pattern.startsWith('/:country')).toBe(false);
    expect(routes.find((r) => r.pattern === '/:country/venues/:venue')?.remote).toBe('mf-discovery');
  });
});

/**
 * Runs `body` in a Node process of its own with `kit` (this webpack helper), `webpack` and
 * `out(value)` (its answer): tsx, which loads the TypeScript route modules, hooks Node's own
 * module loader, which jest's stands in front of.
 */
function inNode<T = unknown>(body: string): T {
  const script = `const kit = require(${JSON.stringify(require.resolve('../../webpack/index.cjs'))});
const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const out = (v) => process.stdout.write(JSON.stringify(v));
(async () => { ${body} })().catch((e) => { console.error(e); process.exit(1); });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as T;
}

describe('routes.json and shell.json in a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mf-kit-routes-'));
    writeFileSync(path.join(dir, 'index.js'), 'export default 1;\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Builds a one-line entry with these plugins (a JS expression of `kit`); the errors and the dist folder. */
  const build = (plugins: string) =>
    inNode<{ errors: string[]; dist: string }>(`
      const dist = ${JSON.stringify(path.join(dir, 'dist'))};
      webpack({ mode: 'development', devtool: false, context: ${JSON.stringify(dir)}, entry: './index.js', output: { path: dist }, plugins: ${plugins} }).run((err, stats) => {
        if (err) throw err;
        out({ errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message), dist });
      });`);
  const routesTs = (routes: string) => {
    const file = path.join(dir, 'routes.ts');
    writeFileSync(file, `const routes: { pattern: string; layout: string; guard?: string }[] = ${routes};\nexport const routeManifest = { remote: 'mf-x', routes };\n`);
    return JSON.stringify(file);
  };

  it('emits the remote’s routeManifest', () => {
    const file = routesTs(`[{ pattern: '/:country/x', layout: 'default' }, { pattern: '/:country/x/:id', guard: 'auth', layout: 'default' }]`);
    const { errors, dist } = build(`[kit.routesPlugin({ name: 'mf-x', file: ${file} })]`);
    expect(errors).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8'))).toEqual({
      remote: 'mf-x',
      routes: [
        { pattern: '/:country/x', layout: 'default' },
        { pattern: '/:country/x/:id', guard: 'auth', layout: 'default' },
      ],
    });
  });

  it('fails the build on a page the shell cannot serve, or a manifest of another remote', () => {
    const file = routesTs(`[{ pattern: '/:country/x', guard: 'staff-only', layout: 'wide' }]`);
    const bad = build(`[kit.routesPlugin({ name: 'mf-x', file: ${file} })]`);
    expect(bad.errors).toEqual([expect.stringMatching(/the shell cannot serve[^]*no guard "staff-only"[^]*no layout "wide"/)]);
    expect(existsSync(path.join(bad.dist, 'routes.json'))).toBe(false);
    const other = build(`[kit.routesPlugin({ name: 'mf-y', file: ${file} })]`);
    expect(other.errors).toEqual([expect.stringContaining('routeManifest.remote is "mf-x", not "mf-y"')]);
  });

  it('shell.json: the tenant and what the shell knows', () => {
    const { errors, dist } = build(`[kit.shellInfoPlugin()]`);
    expect(errors).toEqual([]);
    const info = JSON.parse(readFileSync(path.join(dist, 'shell.json'), 'utf8'));
    expect(info.tenant).toEqual({ code: expect.any(String), apiKey: expect.any(String) });
    expect(info.knows).toMatchObject({ guards: expect.arrayContaining(['auth', 'admin-only']), layouts: expect.arrayContaining(['bare', 'venue']), dataLoaders: ['home', 'search', 'venue', 'payment'] });
  });
});

describe('a stylesheet import a "sideEffects" setting would drop', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mf-kit-css-'));
    mkdirSync(path.join(dir, 'lib'));
    writeFileSync(path.join(dir, 'lib', 'frame.css'), '.frame { display: grid; }\n');
    // A component module that uses its stylesheet by class name only, as AreaLayout does.
    writeFileSync(path.join(dir, 'lib', 'index.js'), "import './frame.css';\nexport function frame(el) { el.className = 'frame'; return el; }\n");
    writeFileSync(path.join(dir, 'index.js'), "import { frame } from './lib/index.js';\nframe(document.body);\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Builds the entry in production (where webpack drops side-effect-free imports) with lib's package.json "sideEffects". */
  const build = (sideEffects: unknown) => {
    writeFileSync(path.join(dir, 'lib', 'package.json'), JSON.stringify({ name: 'lib', sideEffects }));
    return inNode<{ errors: string[]; css: boolean }>(`
      const MiniCssExtractPlugin = require(${JSON.stringify(require.resolve('mini-css-extract-plugin'))});
      const dist = ${JSON.stringify(path.join(dir, 'dist'))};
      webpack({
        mode: 'production', devtool: false, context: ${JSON.stringify(dir)}, entry: './index.js', output: { path: dist },
        module: { rules: [{ test: /\\.css$/, use: [MiniCssExtractPlugin.loader, ${JSON.stringify(require.resolve('css-loader'))}] }] },
        plugins: [new MiniCssExtractPlugin(), kit.keptCssPlugin()],
      }).run((err, stats) => {
        if (err) throw err;
        const fs = require('node:fs');
        const css = fs.existsSync(dist) && fs.readdirSync(dist).some((f) => f.endsWith('.css'));
        out({ errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message), css });
      });`);
  };

  it('fails the build, naming the file and the fix, when the package says it has no side effects', () => {
    const { errors, css } = build(false);
    expect(css).toBe(false); // what production did to AreaLayout's frame
    expect(errors).toEqual([expect.stringMatching(/lib\/frame\.css would be dropped[^]*Add "\*\.css" to that package's "sideEffects"/)]);
  });

  it('builds, with the stylesheet served, when the package lists "*.css" (as packages/mf-kit does)', () => {
    expect(build(['*.css'])).toEqual({ errors: [], css: true });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require('../../package.json').sideEffects).toEqual(['*.css']);
  });
});
