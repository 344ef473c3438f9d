import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { createMailer, type Mailer } from '../lib/mailer';
import { guardOfficeRoute } from './authentication';
import { OFFICE_API_PREFIX, accessOf, routeKeyOf } from './route-access';
import { officeAuditLogRoutes } from './routes/audit-log';
import { officeCompanyRoutes } from './routes/company';
import { officeEmployeeRoutes } from './routes/employees';
import { officeEventRoutes } from './routes/events';
import { officeInvitationRoutes } from './routes/invitations';
import { officeMaterialRoutes } from './routes/materials';
import { officePasskeyRoutes } from './routes/passkeys';
import { officeWeekRoutes } from './routes/weeks';
import { officeRegistrationRoutes } from './routes/registrations';
import { officePlanningRoutes } from './routes/planning';
import { officeProjectRoutes } from './routes/projects';
import { officeRegistrationPeriodRoutes } from './routes/registration-period';
import { officeRelationRoutes } from './routes/relations';
import { officeSessionRoutes } from './routes/session';
import { officeTypeRoutes } from './routes/types';
import { officeUserRoutes } from './routes/users';
import { officeWorkOrderRecordRoutes } from './routes/work-order-records';
import { officeWorkOrderRoutes } from './routes/work-orders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The office's mail (lib/mailer.ts); null without SMTP_URL. Only within the office's routes. */
    mailer: Mailer | null;
  }
}

const OFFICE_ROUTES = [
  officeSessionRoutes,
  officePasskeyRoutes,
  officeInvitationRoutes,
  officeUserRoutes,
  officeEmployeeRoutes,
  officeProjectRoutes,
  officeRelationRoutes,
  officeWorkOrderRoutes,
  officeWorkOrderRecordRoutes,
  officeAuditLogRoutes,
  officeTypeRoutes,
  officeCompanyRoutes,
  officeMaterialRoutes,
  officeRegistrationPeriodRoutes,
  officeEventRoutes,
  officePlanningRoutes,
  officeWeekRoutes,
  officeRegistrationRoutes,
];

/**
 * The office console's door: routes under /office/v1, authenticated only by the office session cookie
 * (a field token or an integration key opens nothing here, as the cookie opens nothing there), each route's
 * roles taken from one table (route-access.ts). Registered in a context of its own, so the cookie parser and
 * the guard touch no other route.
 */
export const officePlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('office', null);
  await app.register(
    async (api) => {
      await api.register(cookie);
      api.decorate('mailer', createMailer(app.config));
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && accessOf(method, route.url) === undefined)
            throw new Error(`${routeKeyOf(method, route.url)} has no entry in OFFICE_ROUTE_ACCESS`);
      });
      api.addHook('onRequest', guardOfficeRoute);
      for (const routes of OFFICE_ROUTES) await api.register(routes);
    },
    { prefix: OFFICE_API_PREFIX },
  );
};
