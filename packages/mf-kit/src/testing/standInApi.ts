import { configureApiClient } from '@venues/api-client';
import { startApiServer, type TestApiServer } from './apiServer';
import { contractProblem } from './contractCheck';

/**
 * A test file's stand-in API (startApiServer) with the api client pointed at it: started before the
 * file's tests, closed after them; each test starts with no routes and nothing seen. Its answers
 * are set per test through `api.current.routes`, keyed "METHOD /path" with the path as requested
 * (`GET /api/v1/venues/venue-a`).
 *
 * Every answer is checked against the contracts, so a fixture cannot drift from what the server
 * sends: the request must go to a route of the API (apiRoutes.ts, generated from the server's
 * routes; path parameters match any value), and a 2xx answer must be one the route declares and
 * match its response schema in @venues/contracts/api (the whole `{ data }` envelope). A fixture that
 * does not fails the test that served it, naming the route and the zod issues (after the test, as
 * the stand-in's answers are served outside of it). Error answers (300 and up) of a known route are
 * not checked. A handler for something that is not an API route (a file, another site), or whose
 * answer is deliberately not what the server sends, is wrapped in `unchecked(handler)` and says why.
 *
 * `loginVersion`: which sign-in the api client uses (mf-profile's pages use v2).
 */
export function standInApi(options: { loginVersion?: 'v1' | 'v2' } = {}): { current: TestApiServer } {
  const ref = {} as { current: TestApiServer };
  const problems: string[] = [];
  beforeAll(async () => {
    ref.current = await startApiServer({
      check: (req, answer, handler) => {
        const problem = contractProblem(req, answer, handler);
        if (problem) problems.push(problem);
      },
    });
    configureApiClient({ baseURL: ref.current.baseURL, tenantCode: 'demo', apiKey: 'pk_test', loginVersion: options.loginVersion ?? 'v1' });
  });
  afterAll(() => ref.current.close());
  beforeEach(() => {
    ref.current.seen.length = 0;
    ref.current.routes.clear();
    problems.length = 0;
  });
  afterEach(() => {
    if (problems.length === 0) return;
    const found = [...new Set(problems)];
    problems.length = 0;
    throw new Error(`Stand-in answers that do not match the contracts:\n\n${found.join('\n\n')}`);
  });
  return ref;
}
