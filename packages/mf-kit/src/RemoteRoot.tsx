import type { ComponentType, FunctionComponent, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AntdProviders } from './AntdProviders';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * Where a remote's antd providers go. 'app': around the whole app (every page may use antd).
 * 'pages': nowhere — the remote wraps the pages that use antd in <AntdProviders>, so its other
 * pages load no antd at all (mf-discovery's landing page, docs/design.md §7).
 */
export type AntdScope = 'app' | 'pages';

/** The router around a remote's app: BrowserRouter in the browser, a StaticRouter on the server. */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

/**
 * A remote's whole tree. The browser's mount and the server's render (ssr.tsx) both draw it, so
 * the server's HTML is what the browser's first render hydrates.
 */
export function createRemoteRoot(name: string, App: ComponentType, antd: AntdScope = 'app', Router: RouterComponent = BrowserRouter): FunctionComponent {
  function RemoteRoot() {
    const routed = (
      <Router>
        <App />
      </Router>
    );
    return <RemoteErrorBoundary name={name}>{antd === 'app' ? <AntdProviders>{routed}</AntdProviders> : routed}</RemoteErrorBoundary>;
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;
  return RemoteRoot;
}
