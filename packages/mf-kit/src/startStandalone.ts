import type { ComponentType } from 'react';
import { configureApiClient } from '@venues/api-client';
import { configureSession } from '@venues/session';
import { mountStandalone } from './mountStandalone';
import type { AntdScope } from './RemoteRoot';

/**
 * A remote's standalone dev page (its webpack dev server, without the shell; its bootstrap.tsx):
 * configures the shared session and API client as the shell would, sends the bare root to a
 * storefront (nothing else redirects it without the shell) and mounts the app.
 */
export function startStandalone(App: ComponentType, name: string, antd: AntdScope = 'app'): void {
  configureSession({ product: __PRODUCT__ });
  configureApiClient({ tenantCode: __TENANT_CODE__, apiKey: __TENANT_API_KEY__, loginVersion: __LOGIN_API_VERSION__ });
  if (window.location.pathname === '/') window.history.replaceState(null, '', '/sg');
  mountStandalone(App, name, document, antd);
}
