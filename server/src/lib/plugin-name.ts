/** What fastify-plugin sets, and fastify reads first when it names a plugin (logs, errors, the plugin tree). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin with its name given. Without one, fastify looks for the plugin among the exports of every
 * loaded module (require.cache) on each registration; under jest that cache is a proxy over the
 * whole module registry, and the lookups cost about 1.5 s of CPU per app built
 * (docs/adr/0111-test-suite-25-minutes.md).
 */
export function namedPlugin<T extends object>(name: string, plugin: T): T {
  const p = plugin as T & { [DISPLAY_NAME]?: string };
  p[DISPLAY_NAME] ??= name;
  return plugin;
}
