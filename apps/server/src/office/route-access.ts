import {
  ADMINISTRATION_EDITORS,
  BEHEERDER_ONLY,
  EMPLOYEE_EDITORS,
  EVERY_OFFICE_ROLE,
  PLANNING_EDITORS,
  WEEK_REVIEWERS,
  type OfficeRole,
} from '@bouwwerk/domain';

export const OFFICE_API_PREFIX = '/office/v1';

/** Who may call an office route: anyone (signing in, opening a link), or a signed-in user of these roles. */
export type Access = 'public' | readonly OfficeRole[];

/**
 * Every office route and who may call it, in one table: the office plugin refuses to start with a route
 * that is missing here, checks the caller's role against it on every request, and a test walks it whole
 * with every role, a field token and an integration key. Paths are below /office/v1.
 */
export const OFFICE_ROUTE_ACCESS = {
  'POST /session': 'public',
  'GET /session': EVERY_OFFICE_ROLE,
  'DELETE /session': EVERY_OFFICE_ROLE,
  'DELETE /sessions': EVERY_OFFICE_ROLE,

  'POST /passkey-sign-in/options': 'public',
  'POST /passkey-sign-in': 'public',
  'GET /passkeys': EVERY_OFFICE_ROLE,
  'POST /passkeys/options': EVERY_OFFICE_ROLE,
  'POST /passkeys': EVERY_OFFICE_ROLE,
  'DELETE /passkeys/:id': EVERY_OFFICE_ROLE,

  'GET /invitations/:token': 'public',
  'POST /invitations/:token/accept': 'public',
  'POST /invitations': BEHEERDER_ONLY,
  'DELETE /invitations/:id': BEHEERDER_ONLY,
  'GET /users': BEHEERDER_ONLY,
  'PATCH /users/:id': BEHEERDER_ONLY,
  'DELETE /users/:id/sessions': BEHEERDER_ONLY,
  'POST /users/:id/password-link': BEHEERDER_ONLY,

  'GET /employees': EVERY_OFFICE_ROLE,
  'GET /employees/:id': EVERY_OFFICE_ROLE,
  'POST /employees': EMPLOYEE_EDITORS,
  'PUT /employees/:id': EMPLOYEE_EDITORS,
  'PUT /employees/:id/working-hours': EMPLOYEE_EDITORS,
  'PUT /employees/:id/team': EMPLOYEE_EDITORS,
  'POST /employees/:id/password': EMPLOYEE_EDITORS,
  'DELETE /employees/:id/sessions': EMPLOYEE_EDITORS,

  'GET /projects': EVERY_OFFICE_ROLE,
  'GET /projects/:id': EVERY_OFFICE_ROLE,
  'POST /projects': PLANNING_EDITORS,
  'PUT /projects/:id': PLANNING_EDITORS,
  'POST /projects/:id/works': PLANNING_EDITORS,
  'PUT /works/:id': PLANNING_EDITORS,
  'POST /works/:id/parts': PLANNING_EDITORS,
  'PUT /parts/:id': PLANNING_EDITORS,

  'GET /relations': EVERY_OFFICE_ROLE,
  'GET /relations/:id': EVERY_OFFICE_ROLE,
  'POST /relations': PLANNING_EDITORS,
  'PUT /relations/:id': PLANNING_EDITORS,
  'POST /relations/:id/contact-persons': PLANNING_EDITORS,
  'PUT /contact-persons/:id': PLANNING_EDITORS,
  'DELETE /contact-persons/:id': PLANNING_EDITORS,
  'GET /project-groups': EVERY_OFFICE_ROLE,
  'POST /project-groups': PLANNING_EDITORS,
  'PUT /project-groups/:id': PLANNING_EDITORS,

  'GET /work-orders': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id/registrations': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id/photos': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id/photos/:photoId': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id/photos/:photoId/thumbnail': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id/signature': EVERY_OFFICE_ROLE,
  'GET /work-orders/:id/pdf': EVERY_OFFICE_ROLE,
  'POST /work-orders/pdf-zip': EVERY_OFFICE_ROLE,
  'POST /work-orders': PLANNING_EDITORS,
  'PUT /work-orders/:id': PLANNING_EDITORS,

  'GET /types': EVERY_OFFICE_ROLE,
  'POST /hour-types': BEHEERDER_ONLY,
  'PUT /hour-types/:id': BEHEERDER_ONLY,
  'POST /indirect-types': BEHEERDER_ONLY,
  'PUT /indirect-types/:id': BEHEERDER_ONLY,
  'POST /other-cost-types': BEHEERDER_ONLY,
  'PUT /other-cost-types/:id': BEHEERDER_ONLY,

  'GET /company': EVERY_OFFICE_ROLE,
  'PUT /company': BEHEERDER_ONLY,
  'GET /company/logo': EVERY_OFFICE_ROLE,
  'PUT /company/logo': BEHEERDER_ONLY,
  'DELETE /company/logo': BEHEERDER_ONLY,
  'GET /registration-period': EVERY_OFFICE_ROLE,
  // A beheerder alone reopens (the route checks which way the day moves).
  'PUT /registration-period': ADMINISTRATION_EDITORS,

  // The catalogue is what the planner puts on work orders: the planner keeps it with the beheerder.
  'GET /materials': EVERY_OFFICE_ROLE,
  'POST /materials': PLANNING_EDITORS,
  'PUT /materials/:id': PLANNING_EDITORS,
  'DELETE /materials/:id': PLANNING_EDITORS,
  'POST /materials/import/preview': PLANNING_EDITORS,
  'POST /materials/import': PLANNING_EDITORS,

  'GET /planning': EVERY_OFFICE_ROLE,
  'POST /planning': PLANNING_EDITORS,
  'PUT /planning/:id': PLANNING_EDITORS,
  'DELETE /planning/:id': PLANNING_EDITORS,
  'POST /planning/copy-week': PLANNING_EDITORS,

  'GET /registrations': EVERY_OFFICE_ROLE,
  'GET /registrations/groups': EVERY_OFFICE_ROLE,
  'GET /registrations/export': ADMINISTRATION_EDITORS,
  'PATCH /registrations/hours/:id': ADMINISTRATION_EDITORS,
  'PATCH /registrations/material/:id': ADMINISTRATION_EDITORS,
  'POST /registrations/validation': ADMINISTRATION_EDITORS,

  'GET /weeks': EVERY_OFFICE_ROLE,
  'GET /weeks/:employeeId/:weekStart': EVERY_OFFICE_ROLE,
  'GET /weeks/:employeeId/:weekStart/pdf': EVERY_OFFICE_ROLE,
  // A beheerder alone reopens an approved week (the route checks the decision).
  'POST /weeks/:employeeId/:weekStart/decision': WEEK_REVIEWERS,
  'POST /weeks/approve-clean': WEEK_REVIEWERS,

  'GET /audit-log': EVERY_OFFICE_ROLE,
  'GET /audit-log/actors': EVERY_OFFICE_ROLE,

  // The board's live updates (Server-Sent Events).
  'GET /events': EVERY_OFFICE_ROLE,
} as const satisfies Record<string, Access>;

export type OfficeRouteKey = keyof typeof OFFICE_ROUTE_ACCESS;

/** The table's key of a route as Fastify names it (`GET`, `/office/v1/users/:id`); HEAD is its GET. */
export function routeKeyOf(method: string, url: string): string {
  const path = url.startsWith(OFFICE_API_PREFIX) ? url.slice(OFFICE_API_PREFIX.length) : url;
  return `${method === 'HEAD' ? 'GET' : method} ${path}`;
}

export function accessOf(method: string, url: string): Access | undefined {
  return (OFFICE_ROUTE_ACCESS as Record<string, Access>)[routeKeyOf(method, url)];
}
