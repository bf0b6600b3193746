// Federation runtime plugin for the host: publishes the host's runtime-core as the global that
// remotes built with experiments.externalRuntime use, so each remoteEntry skips its own copy.
// ESM on purpose: the stock inject-external-runtime-core-plugin is loaded as CommonJS and so
// pulls a second copy of runtime-core into the host.
// 'venues-mf-runtime-core' is aliased (webpack/index.cjs) to the exact ESM file the bundler runtime uses.
import * as runtimeCore from 'venues-mf-runtime-core';

export default function provideRuntimeCorePlugin() {
  return {
    name: 'venues-provide-runtime-core',
    beforeInit(args) {
      const g = runtimeCore.Global;
      if (g && typeof g === 'object' && !g._FEDERATION_RUNTIME_CORE) g._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
