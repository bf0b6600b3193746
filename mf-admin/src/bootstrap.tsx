// Standalone dev page (webpack dev server on :3005, without the shell). Under the shell this file
// is not used: the shell configures the shared session/api-client and mounts './app'.
import { mountStandalone } from '@venues/mf-kit';
import { configureApiClient } from '@venues/api-client';
import { configureSession } from '@venues/session';
import { App } from './AppRoutes';

configureSession({ product: __PRODUCT__ });
configureApiClient({ tenantCode: __TENANT_CODE__, apiKey: __TENANT_API_KEY__, loginVersion: __LOGIN_API_VERSION__ });
mountStandalone(App, 'mf-admin');
