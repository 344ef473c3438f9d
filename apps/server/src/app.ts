import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/types';
import { applicationKeyPlugin } from './plugins/application-key';
import { authenticationPlugin } from './plugins/authentication';
import { compressionPlugin } from './plugins/compression';
import { conditionalGetPlugin } from './plugins/conditional-get';
import './plugins/context';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { requestsInProgressPlugin } from './plugins/requests-in-progress';
import { securityHeadersPlugin } from './plugins/security-headers';
import { unexpectedBodyPlugin } from './plugins/unexpected-body';
import { versionHeaderPlugin } from './plugins/version-header';
import { officeAppPlugin } from './plugins/office-app';
import { webAppPlugin } from './plugins/web-app';
import { integrationPlugin } from './integration/index';
import { officePlugin } from './office/index';
import { RequestsInProgress } from './lib/requests-in-progress';
import { createRepositories } from './repositories';
import { companyAssetsRoutes } from './routes/company-assets';
import { healthRoutes } from './routes/health';
import { bookingsRoutes } from './routes/bookings';
import { materialsRoutes } from './routes/materials';
import { namedTypesRoutes } from './routes/named-types';
import { projectsRoutes } from './routes/projects';
import { registrationsRoutes } from './routes/registrations/index';
import { rightsRoutes } from './routes/rights';
import { sessionsRoutes } from './routes/sessions';
import { versionRoutes } from './routes/version';
import { weekOverviewRoutes } from './routes/week-overview';
import { weekSubmissionRoutes } from './routes/week-submissions';
import { workOrdersRoutes } from './routes/work-orders';
import { workOrderPdfRoutes } from './routes/work-order-pdf';
import { workOrderPhotosRoutes } from './routes/work-order-photos';
import { webPushRoutes } from './web-push/routes';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Routes registered after ours, before the web app's catch-all: the tests' probes of the cross-cutting plugins. */
  extraRoutes?: FastifyPluginAsync[];
  /** The count of requests in progress, when someone besides the app reads it (server.ts: PGlite's client). */
  requests?: RequestsInProgress;
}

/** The whole server as one Fastify instance, without listening: server.ts starts it, tests inject into it. */
export async function buildApp({
  db,
  config,
  logger = false,
  extraRoutes = [],
  requests = new RequestsInProgress(),
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db));

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(unexpectedBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(versionHeaderPlugin);
  await app.register(applicationKeyPlugin);
  await app.register(authenticationPlugin);
  await app.register(idempotencyPlugin);
  await app.register(requestsInProgressPlugin, { requests });
  await app.register(compressionPlugin);
  await app.register(conditionalGetPlugin);
  await app.register(metricsPlugin);

  await app.register(healthRoutes);
  await app.register(sessionsRoutes);
  await app.register(rightsRoutes);
  await app.register(versionRoutes);
  await app.register(companyAssetsRoutes);
  await app.register(weekOverviewRoutes);
  await app.register(materialsRoutes);
  await app.register(bookingsRoutes);
  await app.register(namedTypesRoutes);
  await app.register(workOrdersRoutes);
  await app.register(workOrderPdfRoutes);
  await app.register(workOrderPhotosRoutes);
  await app.register(registrationsRoutes);
  await app.register(projectsRoutes);
  await app.register(weekSubmissionRoutes);
  await app.register(webPushRoutes);
  await app.register(integrationPlugin);
  await app.register(officePlugin);
  for (const routes of extraRoutes) await app.register(routes);
  await app.register(officeAppPlugin);
  await app.register(webAppPlugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
