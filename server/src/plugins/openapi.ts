import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { TENANT_HEADERS } from '@venues/contracts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The API's own routes are documented; the site (static files, media, the SPA, /dev/mail) and the docs themselves are not. */
export function documented(url: string): boolean {
  return url.startsWith('/api/') && url !== OPENAPI_PATH && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
}

const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } });

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (@fastify/swagger collects every
 * route registered after it), at /api/openapi.json; a readable reference at /api/docs.
 */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Venues marketplace API',
        version: '1',
        description:
          'Every call under /api (except /api/health) carries the tenant headers. Errors are `{ error: { code, message, details } }`; ' +
          'a 400 VALIDATION_ERROR names each failing field in `details.fields`.',
      },
      components: {
        securitySchemes: {
          tenantCode: { type: 'apiKey', in: 'header', name: TENANT_HEADERS.code },
          apiKey: { type: 'apiKey', in: 'header', name: TENANT_HEADERS.apiKey },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ tenantCode: [], apiKey: [] }],
    },
    transform: (doc) => {
      if (!documented(doc.url)) return { schema: { ...(doc.schema ?? {}), hide: true } as never, url: doc.url };
      return zodTransform(doc);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX }); // the page reads the same document at /api/docs/json
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
});
