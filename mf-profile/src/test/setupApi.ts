import { configureApiClient } from '@venues/api-client';
import { startApiServer, type TestApiServer } from '@venues/mf-kit/testing';

/**
 * A real HTTP API for a test file: the api-client talks to it over XHR. Routes are cleared before
 * each test; `api.seen` lists what was sent.
 */
export function withTestApi(): { readonly current: TestApiServer } {
  const ref = {} as { current: TestApiServer };
  beforeAll(async () => {
    ref.current = await startApiServer();
    configureApiClient({ baseURL: ref.current.baseURL, tenantCode: 'demo', apiKey: 'pk_test', loginVersion: 'v2' });
  });
  afterAll(() => ref.current.close());
  beforeEach(() => {
    ref.current.seen.length = 0;
    ref.current.routes.clear();
  });
  return ref;
}

/** The API's error envelope with field errors (docs/design.md §4). */
export function validationError(fields: Record<string, string>) {
  return {
    error: {
      code: 'VALIDATION_ERROR',
      message: 'Some fields are not valid',
      details: { fields: Object.entries(fields).map(([field, message]) => ({ field, message })) },
    },
  };
}

export function apiError(code: string, message: string) {
  return { error: { code, message } };
}
