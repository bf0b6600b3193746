// Standalone dev page (webpack dev server, without the shell). Under the shell this file is not
// used: the shell configures the shared session/api-client and mounts './app'.
import { startStandalone } from '@venues/mf-kit';
import { App } from './AppRoutes';

startStandalone(App, 'mf-owner');
