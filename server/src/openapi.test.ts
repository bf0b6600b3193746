import type { RouteOptions } from 'fastify';
import { buildApp } from './app';
import { testConfig } from './config';
import { documented } from './plugins/openapi';
import { freshTestDatabase } from './test/template-db';

// Every route the app registers is either in the OpenAPI document (with its request schemas, a
// success answer and the error envelope) or deliberately left out (the site, the docs themselves).

const routes: RouteOptions[] = [];
let doc: { paths: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown }>>; components?: { schemas?: Record<string, unknown> } };
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  app = await buildApp(testConfig(), { database: await freshTestDatabase(), closeDatabase: true, onRoute: (r) => routes.push(r) });
  await app.ready();
  const r = await app.inject({ url: '/api/openapi.json' });
  expect(r.statusCode).toBe(200);
  doc = r.json();
});
afterAll(() => app.close());

/** /api/v1/user/:id → /api/v1/user/{id} (OpenAPI's form). */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => m.toLowerCase()).filter((m) => m !== 'head');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document, served without tenant headers; /api/docs renders it', async () => {
    expect(doc).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: expect.any(String) } });
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject({ url: '/api/docs/json' })).json().paths).toEqual(doc.paths);
  });

  it('lists every registered API route with its request schemas, a success answer and the error envelope', () => {
    const api = routes.filter((r) => documented(r.url));
    expect(api.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const r of api) {
      for (const method of methodsOf(r)) {
        const op = doc.paths[openapiPath(r.url)]?.[method];
        const name = `${method.toUpperCase()} ${r.url}`;
        if (!op) {
          problems.push(`${name}: missing from the document`);
          continue;
        }
        const responses = op.responses ?? {};
        const success = Object.keys(responses).filter((s) => /^2/.test(s));
        if (success.length === 0) problems.push(`${name}: no success answer`);
        for (const s of success) {
          // JSON, or the file types a download route declares it produces (an attachment).
          const content = (responses[s] as { content?: Record<string, { schema?: unknown }> }).content ?? {};
          const types = ((r.schema as { produces?: string[] } | undefined)?.produces ?? ['application/json']);
          if (!types.every((t) => content[t]?.schema)) problems.push(`${name}: answer ${s} has no schema`);
        }
        for (const s of ['400', '500']) {
          const schema = (responses[s] as { content?: { 'application/json'?: { schema?: { $ref?: string } } } } | undefined)?.content?.['application/json']?.schema;
          if (schema?.$ref !== '#/components/schemas/ApiError') problems.push(`${name}: error ${s} is not the error envelope`);
        }
        // The route's declared request parts are in the document.
        const schema = (r.schema ?? {}) as Record<string, unknown>;
        if (schema.params && !(op.parameters ?? []).some((p) => (p as { in: string }).in === 'path')) problems.push(`${name}: path parameters missing`);
        if (schema.querystring && !(op.parameters ?? []).some((p) => (p as { in: string }).in === 'query')) problems.push(`${name}: query parameters missing`);
        if (schema.body && !op.requestBody) problems.push(`${name}: request body missing`);
        if (!r.schema?.response) problems.push(`${name}: declares no response schema`);
      }
    }
    expect(problems).toEqual([]);
    expect(doc.components?.schemas?.ApiError).toBeDefined();
  });

  it('leaves out only what is not the API (the site, media, the docs themselves)', () => {
    const documentedPaths = new Set(Object.keys(doc.paths));
    for (const r of routes.filter((x) => !documented(x.url))) expect(documentedPaths.has(openapiPath(r.url))).toBe(false);
    for (const p of documentedPaths) expect(p.startsWith('/api/')).toBe(true);
  });
});
