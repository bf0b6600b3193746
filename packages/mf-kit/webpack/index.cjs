// Webpack configuration shared by the shell (host) and every remote (docs/design.md §1, §3;
// docs/architecture.md). Used from each app's webpack.config.cjs:
//   module.exports = createRemoteConfig({ name: 'mf-discovery', dir: __dirname });  // dev port from remote-list.json
//   module.exports = createHostConfig({ dir: __dirname, devPort: 8080 });
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zlib = require('node:zlib');
const { pageRoutes, routeManifestOf, sourceSiteRoutes } = require('./site-routes.cjs');
const { bundleStatsPlugin } = require('./bundle-stats.cjs');

/**
 * The module-federation singletons — one instance on the page. react-router-dom is NOT shared
 * (deviation from docs/architecture.md, measured): a shared module is never tree-shaken, so the
 * shared router cost 61.6 KB gzip on every page, while each app's tree-shaken copy (BrowserRouter,
 * Routes, Link, hooks) is a fraction of that. No router state crosses apps: each remote renders
 * its own BrowserRouter and links to other remotes by URL. For the same reason the API client
 * shares only its core ('@venues/api-client/client', packages/api-client/src/client.ts); its other
 * endpoint functions are stateless and each app bundles the ones it calls.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  '@ant-design/cssinjs',
  '@venues/session',
  '@venues/api-client/client',
  '@venues/realtime',
];

/**
 * The host's start-up libraries in one chunk: each shared singleton would otherwise be a chunk of
 * its own, ten requests before the first paint. antd's style registry stays apart (not needed
 * by pages without antd).
 */
const STARTUP_GROUP = {
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|axios|js-cookie|single-spa)|packages[\\/](session|api-client|contracts|realtime))[\\/]/,
  name: 'startup',
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/** antd and the packages it is built from, by a module's file. */
const ANTD_WORLD_FILE = /[\\/]node_modules[\\/](antd|@ant-design[\\/][^\\/]+|@rc-component[\\/][^\\/]+|rc-[^\\/]+|clsx|classnames|@babel[\\/]runtime)[\\/]/;

/** Whether every chunk holding the module is reached only through a shared module (its provider or its fallback). */
function onlyThroughShared(module, chunkGraph) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      if (!group.origins.length) return false;
      for (const o of group.origins) {
        const type = o.module && o.module.type;
        if (type !== 'provide-module' && type !== 'consume-shared-module') return false;
      }
    }
  }
  return true;
}

/**
 * antd's helpers that many shared components hold (the config provider's hooks, `_util`,
 * rc-component's utilities): one chunk instead of a copy in each component's chunk
 * (docs/adr/0119-signed-in-pages-load-what-they-draw.md). Only modules reached through the shared
 * components alone: a remote's own code that imports an icon (or anything else of antd's world)
 * keeps its copy, so a page whose antd another remote provided never loads this remote's base.
 * Only those in ANTD_BASE_MIN_CHUNKS component chunks or more, so nearly every antd page needs it
 * (the variable of the same name sets it for a build being measured against another).
 */
const ANTD_BASE_MIN_CHUNKS = Number(process.env.ANTD_BASE_MIN_CHUNKS || 8);
const ANTD_BASE_GROUP = {
  test: (module, { chunkGraph }) => ANTD_WORLD_FILE.test(module.resource || '') && onlyThroughShared(module, chunkGraph),
  name: 'antd-base',
  chunks: 'async',
  minChunks: ANTD_BASE_MIN_CHUNKS,
  minSize: 0,
  priority: 20,
  reuseExistingChunk: true,
};

/** The one list of remotes (remote-list.json at the repository root, docs/architecture.md). */
const REMOTE_LIST = require('../../../remote-list.json').remotes;

/** Dev ports of the remotes, from the list; the host's dev /remotes.json points at them. */
const REMOTE_DEV_PORTS = Object.fromEntries(REMOTE_LIST.map((r) => [r.name, r.devPort]));

const API_DEV_ORIGIN = process.env.API_DEV_ORIGIN || 'http://localhost:3000';

/** mf-discovery → mf_discovery: module-federation container names cannot hold '-'. */
function containerName(name) {
  return name.replace(/-/g, '_');
}

/**
 * Version of a package as installed for `dir`. Walks up node_modules by hand because the
 * workspace packages do not export './package.json'. Null when not installed for this app.
 */
function packageDir(pkg, dir) {
  const base = pkg.split('/').slice(0, pkg.startsWith('@') ? 2 : 1).join('/');
  let cur = dir;
  for (;;) {
    const candidate = path.join(cur, 'node_modules', base);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const up = path.dirname(cur);
    if (up === cur) return null;
    cur = up;
  }
}

/**
 * react-router 7 resolves to its development build under every export condition webpack uses;
 * production builds point it at dist/production (no dev warnings, smaller).
 */
function productionAliases(dir) {
  const rrd = packageDir('react-router-dom', dir);
  if (!rrd) return {};
  let rr;
  try {
    rr = path.dirname(require.resolve('react-router/package.json', { paths: [rrd] }));
  } catch {
    return {};
  }
  const prod = path.join(rr, 'dist', 'production');
  const index = path.join(prod, 'index.mjs');
  const dom = path.join(prod, 'dom-export.mjs');
  if (!fs.existsSync(index) || !fs.existsSync(dom)) return {};
  return { 'react-router$': index, 'react-router/dom$': dom };
}

/**
 * The shared map for the MF plugin: only what this app can resolve; never eager. A package the
 * app gets only through antd (@ant-design/cssinjs) is provided from antd's own copy, so every
 * app on the page still shares one style registry.
 */
function sharedConfig(dir, { antdComponents = true } = {}) {
  const shared = {};
  const antd = packageDir('antd', dir);
  for (const pkg of SHARED_SINGLETONS) {
    const direct = packageDir(pkg, dir);
    const found = direct || (antd && pkg.startsWith('@ant-design/') ? packageDir(pkg, antd) : null);
    if (!found) continue;
    const version = JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8')).version;
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      eager: false,
      ...(direct ? {} : { import: found }),
    };
  }
  if (antd && antdComponents) Object.assign(shared, antdShared(antd, dir));
  return shared;
}

/**
 * The antd components the signed-in remotes may draw. Each is a shared singleton of its own
 * (`antd/es/<component>`): a shared module is never tree-shaken, so sharing antd whole would put
 * all of it on every page, while by component a page downloads what it draws, once, whichever
 * remotes it crosses (docs/performance.md, "antd once per visit"). Every remote provides the whole
 * list, so the first remote on a page provides every component (one share-scope entry per
 * version) and antd's contexts (theme, locale, form) exist once. A component missing here would be
 * bundled by the remote that imports it, with its own contexts: antdGuardPlugin fails that build
 * (add it here). Only what the remotes draw is listed: each one listed is built by every remote.
 */
const ANTD_COMPONENTS = [
  'alert', 'app', 'auto-complete', 'avatar', 'badge', 'button', 'card', 'checkbox', 'collapse',
  'config-provider', 'date-picker', 'descriptions', 'empty', 'flex', 'form', 'grid', 'image', 'input',
  'input-number', 'list', 'menu', 'modal', 'pagination', 'popconfirm', 'progress', 'radio', 'rate',
  'result', 'segmented', 'select', 'skeleton', 'space', 'spin', 'steps', 'switch', 'table', 'tabs', 'tag',
  'theme', 'time-picker', 'tooltip', 'typography', 'upload',
];

/** The shared map's antd part (ANTD_COMPONENTS) and dayjs, which antd's pickers hold: one instance. */
function antdShared(antd, dir) {
  const version = JSON.parse(fs.readFileSync(path.join(antd, 'package.json'), 'utf8')).version;
  const shared = {};
  for (const name of ANTD_COMPONENTS) {
    shared[`antd/es/${name}`] = { singleton: true, requiredVersion: `^${version}`, version, eager: false, import: path.join(antd, 'es', name, 'index.js') };
  }
  const dayjs = packageDir('dayjs', dir) || packageDir('dayjs', antd);
  if (dayjs) {
    const v = JSON.parse(fs.readFileSync(path.join(dayjs, 'package.json'), 'utf8')).version;
    shared.dayjs = { singleton: true, requiredVersion: `^${v}`, version: v, eager: false, import: path.join(dayjs, 'esm', 'index.js') };
  }
  return shared;
}

/**
 * Fails a remote's build when its own code reaches antd other than through a shared component
 * (the `antd` barrel, a component missing from ANTD_COMPONENTS, an internal path): that copy of
 * antd would be downloaded again and hold contexts of its own (an unthemed component).
 */
function antdGuardPlugin() {
  const inAntd = (resource) => /[\\/]node_modules[\\/](\.pnpm[\\/]antd@[^\\/]+[\\/]node_modules[\\/])?antd[\\/]/.test(resource || '');
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AntdGuard', (compilation) => {
        compilation.hooks.finishModules.tap('AntdGuard', (modules) => {
          const told = new Set();
          for (const m of modules) {
            if (!inAntd(m.resource)) continue;
            for (const c of compilation.moduleGraph.getIncomingConnections(m)) {
              const from = c.originModule;
              if (!from || !from.resource || inAntd(from.resource) || told.has(`${from.resource}>${m.resource}`)) continue;
              told.add(`${from.resource}>${m.resource}`);
              compilation.errors.push(new webpack.WebpackError(`${path.relative(compiler.context, from.resource)} imports ${path.relative(compiler.context, m.resource)} directly: import a component listed in ANTD_COMPONENTS (packages/mf-kit/webpack/index.cjs) by its path, 'antd/es/<component>'.`));
            }
          }
        });
      });
    },
  };
}

/**
 * Fails the build when a stylesheet import would be dropped. webpack drops an import whose exports
 * are unused when the imported file's package.json declares it free of side effects
 * ("sideEffects": false, or a list that does not name it): a plain `import './x.css'` uses no
 * export, so the rules vanish from every served stylesheet without a word (mf-kit's AreaLayout lost
 * its frame that way). Such a package must list "*.css" in its "sideEffects".
 */
function keptCssPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('KeptCss', (compilation) => {
        compilation.hooks.finishModules.tap('KeptCss', (modules) => {
          const told = new Set();
          for (const m of modules) {
            if (!/\.css$/.test(m.resource ? m.resource.split('?')[0] : '') || !(m.factoryMeta && m.factoryMeta.sideEffectFree) || told.has(m.resource)) continue;
            told.add(m.resource);
            compilation.errors.push(
              new webpack.WebpackError(
                `${path.relative(compiler.context, m.resource)} would be dropped from the build: its package.json says "sideEffects" without it. Add "*.css" to that package's "sideEffects" list.`,
              ),
            );
          }
        });
      });
    },
  };
}

/** The tenant (code and publishable key) the front ends are built for. Defaults: DEMO_TENANT. */
function tenant() {
  return { code: process.env.TENANT_CODE || 'demo', apiKey: process.env.TENANT_API_KEY || 'pk_demo_venues_2026' };
}

/** The product's URL name (docs/spec.md §2 `/:country/:product/…` pages). */
function product() {
  return process.env.PRODUCT || 'venuely';
}

/** Build-time constants (declared in packages/mf-kit/src/global.d.ts). */
function defines(mode, extra) {
  const env = process.env;
  const values = {
    'process.env.NODE_ENV': mode,
    __TENANT_CODE__: tenant().code,
    __TENANT_API_KEY__: tenant().apiKey,
    __PRODUCT__: product(),
    __PRODUCT_NAME__: env.PRODUCT_NAME || 'Venuely',
    __LOGIN_API_VERSION__: env.LOGIN_API_VERSION || 'v2',
    ...extra,
  };
  const out = {};
  for (const [k, v] of Object.entries(values)) out[k] = JSON.stringify(v);
  return out;
}

function moduleRules(isProd) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/, // workspace packages resolve to their real path, outside node_modules
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProd } },
            // Modern browsers only: no browserslist, no polyfills.
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
        { loader: require.resolve('css-loader'), options: { importLoaders: 0 } },
      ],
    },
    {
      test: /\.(woff2?|ttf|eot|otf)$/,
      type: 'asset/resource',
      generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/,
      type: 'asset/resource',
      generator: { filename: 'img/[name].[contenthash:8][ext]' },
    },
  ];
}

/**
 * swc's minifier instead of webpack's default terser: on mf-admin 23 s against 56 s for the whole
 * build, and 0.9 % fewer gzip bytes than terser with 3 passes (docs/adr/0111-test-suite-25-minutes.md).
 */
function swcMinimizer() {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { ecma: 2020, compress: { ecma: 2020, passes: 2 }, format: { comments: false } },
  });
}

function compressionPlugins() {
  const test = /\.(js|css|html|svg)$/;
  // minRatio above 1: every matching file gets its .gz and .br, even tiny ones.
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 0, minRatio: Number.MAX_SAFE_INTEGER }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 0,
      minRatio: Number.MAX_SAFE_INTEGER,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * Entry file names. A function because the federation runtime module asks for this path before
 * the chunk's content hash exists (only to learn the folder depth): answer without the hash then.
 */
function entryFilename(data) {
  const hash = data.chunk && data.chunk.contentHash && data.chunk.contentHash.javascript;
  return hash ? 'js/[name].[contenthash:8].js' : 'js/[name].js';
}

/** The ESM entry of the runtime-core the federation bundler runtime imports (one copy on the page). */
function runtimeCoreEsm() {
  const runtimePkg = require.resolve('@module-federation/runtime/package.json', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  });
  const core = fs.realpathSync(path.join(path.dirname(runtimePkg), '..', 'runtime-core'));
  const pkg = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8'));
  return path.join(core, pkg.exports['.'].import.default);
}

function base({ dir, mode, name, mf, html, devServer, define, alias }) {
  const isProd = mode === 'production';
  const plugins = [
    new webpack.DefinePlugin(defines(mode, define)),
    new ModuleFederationPlugin({
      name: containerName(name),
      // The shell shares no antd component (its start-up would list them all, 4.4 KB gzip measured).
      shared: sharedConfig(dir, { antdComponents: Boolean(mf.exposes) }),
      manifest: true,
      dts: false,
      // 'version-first' would fetch every registered remote's entry at start-up (mf-admin
      // included); 'loaded-first' only touches a remote when it is loaded.
      shareStrategy: 'loaded-first',
      ...mf,
      // Browser only: lets the runtime drop its Node loading paths.
      experiments: { ...(mf && mf.experiments), optimization: { ...(mf && mf.experiments && mf.experiments.optimization), target: 'web' } },
    }),
  ];
  if (mf.exposes && packageDir('antd', dir)) plugins.push(antdGuardPlugin());
  plugins.push(keptCssPlugin());
  // axios's fetch adapter is never used in a browser (axios-no-fetch.mjs).
  plugins.push(new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'axios-no-fetch.mjs')));
  if (isProd) {
    plugins.push(new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[id].[contenthash:8].css' }));
  }
  if (html) plugins.push(new HtmlWebpackPlugin(html));
  if (html && isProd && !mf.exposes) plugins.push(startupPreloadPlugin());
  const publicDir = path.join(dir, 'public');
  if (fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((f) => f !== 'index.html')) {
    plugins.push(new CopyPlugin({ patterns: [{ from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] } }] }));
  }
  if (isProd) plugins.push(...compressionPlugins());
  // .bundle-stats.json: what each chunk holds, for bench/bundle-report.mjs.
  if (isProd) plugins.push(bundleStatsPlugin({ name, dir }));

  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: isProd ? entryFilename : 'js/[name].js',
      chunkFilename: isProd ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: containerName(name),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { ...(isProd ? productionAliases(dir) : {}), ...alias },
    },
    module: { rules: moduleRules(isProd) },
    // Default splitChunks (async chunks only); never a runtimeChunk (breaks the MF container).
    optimization: {
      runtimeChunk: false,
      splitChunks: mf.exposes ? { chunks: 'async', cacheGroups: { antdBase: ANTD_BASE_GROUP } } : { chunks: 'async', cacheGroups: { startup: STARTUP_GROUP } },
      minimizer: [swcMinimizer()],
    },
    performance: { hints: false },
    plugins,
    devServer,
    stats: 'errors-warnings',
  };
}

function modeFrom(argv) {
  return (argv && argv.mode) || process.env.NODE_ENV || 'development';
}

/**
 * A remote: exposes './app' (the single-spa lifecycles) as container mf_x and emits
 * mf-manifest.json. In dev it also serves a standalone page (src/index.ts → bootstrap).
 */
function createRemoteConfig({ name, dir, devPort, exposes, define, html, pageChunks, ssr } = {}) {
  if (!name || !dir) throw new Error('createRemoteConfig needs { name, dir }');
  if (!(name in REMOTE_DEV_PORTS)) throw new Error(`${name} is not in remote-list.json (docs/architecture.md "Adding a remote")`);
  devPort = devPort || REMOTE_DEV_PORTS[name];
  return (_env, argv) => {
    const mode = modeFrom(argv);
    const isProd = mode === 'production';
    const template = path.join(dir, 'public', 'index.html');
    const config = base({
      dir,
      mode,
      name,
      define,
      mf: {
        filename: 'remoteEntry.js',
        exposes: exposes || { './app': './src/app.tsx' },
        // Production remotes use the shell's federation runtime-core (provideRuntimeCore.mjs):
        // ~19 KB gzip less per remoteEntry. The dev standalone page keeps its own.
        ...(isProd && !process.env.MF_BUNDLED_RUNTIME ? { experiments: { externalRuntime: true } } : {}),
      },
      html: isProd
        ? null
        : { title: `${name} (standalone)`, ...(fs.existsSync(template) ? { template } : { templateContent: standalonePage(name) }), ...html },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        // The shell on another port loads this remote's manifest, entry and chunks.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        proxy: apiProxy(),
        client: { overlay: { errors: true, warnings: false } },
      },
    });
    // `pageChunks` ([{ pattern, chunk }]): page-hints.json for the server's preloads.
    if (isProd && pageChunks) config.plugins.push(pageHintsPlugin(pageChunks));
    // src/routes.ts (the remote's pages): routes.json beside mf-manifest.json, browser build only.
    const routesFile = path.join(dir, 'src', 'routes.ts');
    if (fs.existsSync(routesFile)) config.plugins.push(routesPlugin({ name, file: routesFile }));
    if (!isProd || !ssr) return config;
    // `ssr` (a module path): the server build beside the browser's, built after it, in dist/server.
    return withServerBuild(config, { name, dir, mode, define, ssr });
  };
}

/** The browser build and, after it, the server build (serverConfig); the browser's clean keeps dist/server. */
function withServerBuild(config, opts) {
  config.name = 'browser';
  config.output.clean = { keep: /^server[\\/]/ };
  return [config, serverConfig(opts)];
}

/**
 * A remote's server build (docs/ssr.md): a federation container for Node exposing `./ssr` (its
 * `render`), with its own mf-manifest.json in dist/server, next to the browser build the page
 * loads. One file (the API server evaluates the entry alone, so no chunk is loaded later),
 * nothing shared (the server has no React of its own to offer), CSS left out (the page links the
 * browser build's CSS files).
 */
function serverConfig({ name, dir, mode, define, ssr }) {
  return {
    name: 'server',
    dependencies: ['browser'],
    mode,
    context: dir,
    entry: {},
    target: 'async-node',
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist', 'server'),
      // The container is the only entry, and the only chunk: its dynamic imports are bundled in.
      filename: 'remoteEntry.js',
      asyncChunks: false,
      // The manifest needs a string; the API server resolves files against the manifest's URL.
      publicPath: '',
      uniqueName: `${containerName(name)}_server`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: productionAliases(dir),
    },
    module: {
      rules: [
        ...moduleRules(true).filter((r) => String(r.test) !== String(/\.css$/)),
        { test: /\.css$/, use: [{ loader: path.join(__dirname, 'ignore-css-loader.cjs') }] },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin(defines(mode, define)),
      new ModuleFederationPlugin({
        name: containerName(name),
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: { './ssr': ssr },
        shared: {},
        manifest: true,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    stats: 'errors-warnings',
  };
}

function standalonePage(name) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title></head><body><main id="remote-slot"></main></body></html>`;
}

function apiProxy() {
  return [
    { context: ['/api', '/static', '/mf'], target: API_DEV_ORIGIN, changeOrigin: true },
    { context: ['/socket.io'], target: API_DEV_ORIGIN, ws: true, changeOrigin: true },
  ];
}

/** Dev remotes.json: every remote at its own dev server (override with REMOTES_FROM_API=1). */
function devRemotes() {
  const out = {};
  for (const [name, port] of Object.entries(REMOTE_DEV_PORTS)) out[name] = `http://localhost:${port}/mf-manifest.json`;
  return out;
}

/**
 * The host (shell): no exposes, remotes registered at run time from /remotes.json. `ssr` (a
 * module path): a server build of the chrome in dist/server, built like a remote's (serverConfig).
 */
function createHostConfig({ dir, devPort = 8080, define, html, name = 'shell', ssr } = {}) {
  if (!dir) throw new Error('createHostConfig needs { dir }');
  return (_env, argv) => {
    const mode = modeFrom(argv);
    const template = path.join(dir, 'public', 'index.html');
    const proxy = apiProxy();
    if (process.env.REMOTES_FROM_API) proxy.push({ context: ['/remotes.json', '/routes.json'], target: API_DEV_ORIGIN, changeOrigin: true });
    const config = base({
      dir,
      mode,
      name,
      define,
      mf: {
        remotes: {},
        runtimePlugins: [path.join(__dirname, 'provideRuntimeCore.mjs')],
        // The shell registers each remote by its remoteEntry.js (shell/src/remotes/remotesManifest.ts),
        // so the runtime's manifest-to-preload code is left out: 1.4 KB gzip off every page.
        experiments: { optimization: { disableSnapshot: true } },
      },
      alias: { 'venues-mf-runtime-core$': runtimeCoreEsm() },
      html: {
        ...(fs.existsSync(template) ? { template } : {}),
        templateParameters: { productName: process.env.PRODUCT_NAME || 'Venuely', appStoreId: process.env.APP_STORE_ID || '000000000' },
        scriptLoading: 'defer',
        // Absolute: index.html is served for every deep path (/sg/about-us).
        publicPath: '/',
        ...html,
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        proxy,
        setupMiddlewares(middlewares, server) {
          if (!process.env.REMOTES_FROM_API) {
            server.app.get('/remotes.json', (_req, res) => {
              res.set('Cache-Control', 'no-store');
              res.json(devRemotes());
            });
            // The merged table of the remotes' src/routes.ts, read afresh on each request.
            server.app.get('/routes.json', (_req, res) => {
              res.set('Cache-Control', 'no-store');
              try {
                res.json(sourceSiteRoutes());
              } catch (e) {
                res.status(500).json({ error: e instanceof Error ? e.message : String(e) });
              }
            });
          }
          return middlewares;
        },
        client: { overlay: { errors: true, warnings: false } },
      },
    });
    // shell.json: the tenant and what this shell knows (the server and the release read it).
    config.plugins.push(shellInfoPlugin());
    if (mode !== 'production' || !ssr) return config;
    return withServerBuild(config, { name, dir, mode, define, ssr });
  };
}

/**
 * The files the host needs at start-up: the chunks of the entry's `import('./bootstrap')` and of
 * the shared modules that code consumes, followed through the shared modules' own consumptions.
 * Only the entry script is in index.html; these are found one level at a time as each runs.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const children = [...entry.getChildren()];
  const provided = new Map();
  for (const g of children) {
    for (const o of g.origins) if (o.module && o.module.type === 'provide-module') provided.set(o.module._name, g);
  }
  const queue = children.filter((g) => g.origins.some((o) => o.module && o.module.type !== 'provide-module'));
  const seen = new Set(queue);
  while (queue.length) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.type !== 'consume-shared-module') continue;
        const g = provided.get(m.options.shareKey);
        if (g && !seen.has(g)) {
          seen.add(g);
          queue.push(g);
        }
      }
    }
  }
  const files = new Set();
  for (const g of seen) for (const chunk of g.chunks) for (const f of chunk.files) if (/\.(js|css)$/.test(f)) files.add(f);
  return [...files].sort();
}

/** Adds <link rel="preload"> for startupFiles() to index.html, so they download beside the entry. */
function startupPreloadPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('StartupPreload', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreload', (data) => {
          const base = data.publicPath || '/';
          for (const file of startupFiles(compilation)) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'StartupPreload' },
              attributes: { rel: 'preload', href: base + file, as: file.endsWith('.css') ? 'style' : 'script' },
            });
          }
          return data;
        });
      });
    },
  };
}

/**
 * Emits routes.json beside mf-manifest.json: the remote's pages as its src/routes.ts declares them
 * (docs/architecture.md "Shell ↔ remotes"). The shell, the server and the release read it. A page
 * the shell cannot serve (routeProblems: an unknown guard or layout, a check of no parameter…)
 * fails the build.
 */
function routesPlugin({ name, file }) {
  return {
    name: 'Routes',
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('Routes', (compilation) => {
        compilation.fileDependencies.add(file);
        compilation.hooks.processAssets.tap({ name: 'Routes', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          let manifest;
          try {
            manifest = routeManifestOf(name, file);
          } catch (e) {
            compilation.errors.push(new webpack.WebpackError(`routes.json: ${e instanceof Error ? e.message : String(e)}`));
            return;
          }
          const problems = pageRoutes().routeProblems(manifest);
          if (problems.length) {
            compilation.errors.push(new webpack.WebpackError(`routes.json: the shell cannot serve these pages of src/routes.ts:\n- ${problems.join('\n- ')}`));
            return;
          }
          compilation.emitAsset('routes.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        });
      });
    },
  };
}

/**
 * Emits shell.json: the tenant the shell talks to (code and publishable key: the server answers
 * the page's first calls with its headers, server/src/site/page-data.ts) and what the shell knows
 * (SHELL_KNOWS: guards, layouts, sign-in reasons, page data), against which a remote's routes are
 * checked before release.
 */
function shellInfoPlugin() {
  return {
    name: 'ShellInfo',
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShellInfo', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'ShellInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('shell.json', new webpack.sources.RawSource(JSON.stringify({ tenant: tenant(), knows: pageRoutes().SHELL_KNOWS })));
        });
      });
    },
  };
}

/**
 * Emits page-hints.json (a PageHints of @venues/contracts) for a remote: each page route with the
 * files of its lazy chunk (by webpackChunkName), so the server can preload them with the remote.
 */
function pageHintsPlugin(pages) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PageHints', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PageHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          const out = pages.map(({ pattern, chunk }) => {
            const group = compilation.namedChunkGroups.get(chunk);
            if (!group) throw new Error(`page-hints: no chunk named "${chunk}" (route ${pattern})`);
            const files = [];
            for (const c of group.chunks) for (const f of c.files) if (/\.(js|css)$/.test(f)) files.push(f);
            return { pattern, files };
          });
          compilation.emitAsset('page-hints.json', new webpack.sources.RawSource(JSON.stringify({ pages: out })));
        });
      });
    },
  };
}

module.exports = {
  keptCssPlugin,
  createRemoteConfig,
  pageHintsPlugin,
  routesPlugin,
  shellInfoPlugin,
  sourceSiteRoutes,
  createHostConfig,
  SHARED_SINGLETONS,
  ANTD_COMPONENTS,
  REMOTE_DEV_PORTS,
  REMOTE_LIST,
  containerName,
  sharedConfig,
};
