// Standalone dev page only (the shell loads ./app through the federation container instead).
import { mountStandalone } from '@venues/mf-kit';
import { configureApiClient } from '@venues/api-client';
import { configureSession } from '@venues/session';
import { AppRoutes } from './AppRoutes';

configureSession({ product: __PRODUCT__ });
configureApiClient({ tenantCode: __TENANT_CODE__, apiKey: __TENANT_API_KEY__, loginVersion: __LOGIN_API_VERSION__ });
// Without the shell nothing redirects the bare root to a storefront.
if (window.location.pathname === '/') window.history.replaceState(null, '', '/sg');
mountStandalone(AppRoutes, 'mf-discovery', document, 'pages');
