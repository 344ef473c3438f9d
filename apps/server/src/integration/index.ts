import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { authenticateIntegrationKey } from './authentication';
import { INTEGRATION_ROUTES } from './routes';

export const INTEGRATION_API_PREFIX = '/integration/v1';
const DOCS_PREFIX = '/integration/docs';

/**
 * The reference page (swagger-ui) sets inline styles as it renders; it shows nothing but our own OpenAPI
 * document, so its policy allows those and stays as strict as the app's in all else.
 */
const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The office systems' door: API-key authenticated routes under /integration/v1, documented by an OpenAPI 3.1
 * document that @fastify/swagger builds from the same zod schemas that validate the requests. Registered in a
 * context of its own, so the document holds these routes and none of the app's. For the office's developers:
 * docs/integration.md.
 */
export const integrationPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('integration', null);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bouwwerk integration API',
        version: '1',
        description:
          "For the office's calculation package: feed employees, projects, work orders, planning and the catalogue, " +
          'read the registrations back, validate and invoice them. Every call takes `Authorization: Bearer <key>`; ' +
          'records are addressed by your own `externalId`. Walk-through: docs/integration.md.',
      },
      components: {
        securitySchemes: {
          integrationKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An integration key (`npm run company -- key create`).',
          },
        },
      },
      security: [{ integrationKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true, docExpansion: 'list' } });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(DOCS_PREFIX)) reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
  });

  app.get(`${INTEGRATION_API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      api.addHook('onRequest', authenticateIntegrationKey);
      for (const routes of INTEGRATION_ROUTES) await api.register(routes);
    },
    { prefix: INTEGRATION_API_PREFIX },
  );
};
