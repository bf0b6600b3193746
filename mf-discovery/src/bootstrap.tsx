// Standalone dev page only (the shell loads ./app through the federation container instead).
import { startStandalone } from '@venues/mf-kit';
import { AppRoutes } from './AppRoutes';

startStandalone(AppRoutes, 'mf-discovery', 'pages');
