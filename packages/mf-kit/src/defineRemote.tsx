import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import { createRemoteRoot, type AntdScope } from './RemoteRoot';
import { remoteContainer } from './domElement';

export interface RemoteDefinition {
  /** The remote's name with its hyphen, e.g. 'mf-discovery' (the key in remotes.json). */
  name: string;
  App: ComponentType;
  /**
   * 'app' (default): the whole app inside the antd theme providers, loaded as a lazy chunk.
   * 'pages': the remote wraps its antd pages in <AntdProviders> itself; other pages load no antd.
   */
  antd?: AntdScope;
}

/** The single-spa lifecycles a remote's './app' module exports. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<object>;
  mount: LifeCycleFn<object>;
  unmount: LifeCycleFn<object>;
}

/** Calls onMounted once the first render has been committed to the page. */
function Mounted({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

/**
 * Single-spa lifecycles for a remote (docs/architecture.md): React 19 createRoot, the app in an
 * error boundary, the shared antd theme (a lazy chunk, see `antd`) and its own BrowserRouter,
 * mounted into `#single-spa-application:<name>` inside the shell's `#remote-slot`.
 * Hand-written rather than single-spa-react: these three lifecycles are all we use of it, and
 * it cost every page 2.4 KB gzip (DESIGN §7).
 */
export function defineRemote({ name, App, antd = 'app' }: RemoteDefinition): RemoteLifecycles {
  const RemoteRoot = createRemoteRoot(name, App, antd);
  let root: Root | null = null;
  return {
    bootstrap: () => Promise.resolve(),
    // Resolves after the first commit, as single-spa-react did, so single-spa marks the app
    // MOUNTED only once it is on the page. RemoteRoot's outermost error boundary keeps a crash
    // inside the remote; Mounted sits above it, so mount() resolves even then.
    mount: () =>
      new Promise<void>((resolve) => {
        root?.unmount();
        root = createRoot(remoteContainer(name));
        root.render(
          <Mounted onMounted={resolve}>
            <RemoteRoot />
          </Mounted>,
        );
      }),
    unmount: () => {
      root?.unmount();
      root = null;
      return Promise.resolve();
    },
  };
}
