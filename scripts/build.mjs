// `npm run build`: install and build everything for production.
import { ensureBuilt, ensureDependencies } from './lib.mjs';

ensureDependencies();
ensureBuilt({ force: true });
