/** @jest-environment node */
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
});
