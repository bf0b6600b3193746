import type { ComponentType, FunctionComponent } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AntdProviders } from './AntdProviders';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * Where a remote's antd providers go. 'app': around the whole app (every page may use antd).
 * 'pages': nowhere — the remote wraps the pages that use antd in <AntdProviders>, so its other
 * pages load no antd at all (mf-discovery's landing page, docs/design.md §7).
 */
export type AntdScope = 'app' | 'pages';

export function createRemoteRoot(name: string, App: ComponentType, antd: AntdScope = 'app'): FunctionComponent {
  function RemoteRoot() {
    const routed = (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    );
    return <RemoteErrorBoundary name={name}>{antd === 'app' ? <AntdProviders>{routed}</AntdProviders> : routed}</RemoteErrorBoundary>;
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;
  return RemoteRoot;
}
