/**
 * Where a remote's server-rendered HTML goes in the page (docs/ssr.md): the container single-spa's
 * convention names for the application, marked so the browser hydrates it instead of rendering over it.
 */
export function remoteContainerId(remote: string): string {
  return `single-spa-application:${remote}`;
}

/** The attribute the server puts on a container holding the page's server-rendered HTML. */
export const SERVER_RENDERED_ATTR = 'data-server-rendered';

/**
 * The attribute on a container whose server HTML is being hydrated: set when hydration starts,
 * removed once the page in it has come alive (its inputs answer). Tests wait for it to go.
 */
export const HYDRATING_ATTR = 'data-hydrating';

/**
 * The attribute on the server-drawn copy of the shell's footer (inside #shell-footer). The shell
 * draws its own footer at start-up and removes the marked one in the same commit.
 */
export const SERVER_CHROME_ATTR = 'data-server-chrome';
