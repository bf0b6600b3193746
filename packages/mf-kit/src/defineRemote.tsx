import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import { PlainErrorView } from './ErrorView';
import { createRemoteRoot, type AntdScope } from './RemoteRoot';
import { remoteContainer, takeServerRendered } from './domElement';

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

/**
 * react-dom/client whose hydrateRoot hydrates in a transition. React time-slices a transition: it
 * yields to the browser every few milliseconds instead of hydrating the page in one long task, so a
 * phone answers taps while the server's HTML comes alive (what Next.js does too; docs/ssr.md).
 */
const reactDomHydratingInTransition: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot: (container, children, options) => {
    let root: ReactDOMClient.Root | undefined;
    React.startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return root!;
  },
};

/**
 * Single-spa lifecycles for a remote (docs/architecture.md): React 19 createRoot (hydrateRoot over
 * the server's HTML), the app in an error boundary, the shared antd theme (a lazy chunk, see
 * `antd`) and its own BrowserRouter, mounted into `#single-spa-application:<name>` inside the
 * shell's `#remote-slot`.
 */
export function defineRemote({ name, App, antd = 'app' }: RemoteDefinition): RemoteLifecycles {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: reactDomHydratingInTransition,
    // The server's HTML of the page (docs/ssr.md) is hydrated on the first mount; later mounts render.
    renderType: () => (takeServerRendered(remoteContainer(name)) ? 'hydrateRoot' : 'createRoot'),
    rootComponent: createRemoteRoot(name, App, antd),
    // Last resort: errors escaping the in-tree boundary (e.g. thrown by a provider).
    errorBoundary: (err: Error) => <PlainErrorView status={500} message={err.message} />,
    domElementGetter: () => remoteContainer(name),
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
