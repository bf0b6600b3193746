import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import { ErrorView } from '@venues/ui';
import { createRemoteRoot } from './RemoteRoot';
import { remoteContainer } from './domElement';

export interface RemoteDefinition {
  /** The remote's name with its hyphen, e.g. 'mf-discovery' (the key in remotes.json). */
  name: string;
  App: ComponentType;
}

/** The single-spa lifecycles a remote's './app' module exports. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<object>;
  mount: LifeCycleFn<object>;
  unmount: LifeCycleFn<object>;
}

/**
 * Single-spa lifecycles for a remote (docs/architecture.md): React 19 createRoot, the app in an
 * error boundary, the shared theme and its own BrowserRouter, mounted into
 * `#single-spa-application:<name>` inside the shell's `#remote-slot`.
 */
export function defineRemote({ name, App }: RemoteDefinition): RemoteLifecycles {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: createRemoteRoot(name, App),
    // Last resort: errors escaping the in-tree boundary (e.g. thrown by a provider).
    errorBoundary: (err: Error) => <ErrorView status={500} message={err.message} />,
    domElementGetter: () => remoteContainer(name),
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
