// Test helpers for the remotes' component tests (jest + jsdom): import from '@venues/mf-kit/testing'.
export { startApiServer, type AnswerCheck, type Handler, type Seen, type TestApiServer } from './apiServer';
export { LocationProbe, renderAt } from './renderAt';
export { standInApi } from './standInApi';
export { unchecked } from './contractCheck';
export { antdDialog } from './antdDialog';
export { pasteInto } from './pasteInto';
export { testUser } from './fixtures';
export { samplePath } from './routeSamples';
export { pinDate } from './pinDate';
