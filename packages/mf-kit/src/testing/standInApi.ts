import { configureApiClient } from '@venues/api-client';
import { startApiServer, type TestApiServer } from './apiServer';

/**
 * A test file's stand-in API (startApiServer) with the api client pointed at it: started before the
 * file's tests, closed after them; each test starts with no routes and nothing seen. Its answers
 * are set per test through `api.current.routes`.
 */
export function standInApi(): { current: TestApiServer } {
  const ref = {} as { current: TestApiServer };
  beforeAll(async () => {
    ref.current = await startApiServer();
    configureApiClient({ baseURL: ref.current.baseURL, tenantCode: 'demo', apiKey: 'pk_test', loginVersion: 'v1' });
  });
  afterAll(() => ref.current.close());
  beforeEach(() => {
    ref.current.seen.length = 0;
    ref.current.routes.clear();
  });
  return ref;
}
