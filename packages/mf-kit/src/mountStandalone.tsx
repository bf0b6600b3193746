import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createRemoteRoot, type AntdScope } from './RemoteRoot';
import { remoteContainer } from './domElement';

/**
 * A remote's own dev page (its webpack dev server, without the shell): renders the app with the
 * same providers it gets under the shell. Returns the root so callers (and tests) can unmount.
 */
export function mountStandalone(App: ComponentType, name = 'standalone', doc: Document = document, antd: AntdScope = 'app'): Root {
  const Root = createRemoteRoot(name, App, antd);
  const root = createRoot(remoteContainer(name, doc));
  root.render(<Root />);
  return root;
}
