import {
  isInvoiced,
  isRegistrationEditable,
  isWorkOrderLocked,
  predefinedMaterialRefusal,
  validatesRegistrationsFirst,
} from '@bouwwerk/domain';
import type { Auth, EmployeeRights } from '../../plugins/context';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';

type HourLockRow = NonNullable<Awaited<ReturnType<Repositories['registrationLocks']['hour']>>>;
type MaterialLockRow = NonNullable<Awaited<ReturnType<Repositories['registrationLocks']['material']>>>;
type LockRow = HourLockRow | MaterialLockRow;
type Rights = EmployeeRights;

const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/**
 * The server's half of "Registration editable": the same rule the browser uses to grey out the pencil,
 * plus ownership. Another company's registration is not found (404); one that is closed or someone else's
 * is refused (409), and nothing changes.
 */
export function assertEditable(
  row: LockRow | undefined,
  what: string,
  auth: Auth,
  rights: Rights,
  options: { predefined?: boolean } = {},
) {
  if (!row) throw notFound(`${what} does not exist`, 'REGISTRATION_NOT_FOUND');
  const own = options.predefined ? row.employee_id === null : row.employee_id === auth.employeeId;
  if (!own) throw conflict(`${what} is not yours to change`, 'NOT_OWN_REGISTRATION');
  const viewLocked =
    (row.work_order_id !== null &&
      isWorkOrderLocked({
        status: row.order_status ?? 2,
        isDone: row.order_done ?? false,
        factuurId: row.order_factuur_id,
      })) ||
    row.project_done === true ||
    row.has_active_administration === false;
  const editable = isRegistrationEditable(
    {
      id: row.id,
      verkoopfactuurregelId: row.verkoopfactuurregel_id,
      validated: row.validated,
      isDone: 'is_done' in row ? flag(row.is_done) : 0,
      geblokkeerd: flag(row.geblokkeerd),
    },
    {
      isDone: flag(row.budget_done),
      geblokkeerd: flag(row.budget_blocked),
      factuurIdPresent: isInvoiced(row.budget_factuur_id),
    },
    {
      authorized: rights.registratie_rechten > 0,
      viewLocked,
      validateRegistrationsEnabled: validatesRegistrationsFirst({
        company: rights.company_validates_first,
        employee: rights.validate_registrations_enabled,
      }),
    },
  );
  if (!editable)
    throw conflict(
      `${what} is invoiced, done, blocked or not validated and can no longer be changed`,
      'REGISTRATION_LOCKED',
    );
}

/**
 * Predefined order material (the office's list for the order) is changed or deleted only by an employee with
 * registration rights who is planned on its order, on any day (predefinedMaterialRefusal, the rule the app
 * hides the pencil by): 403 otherwise. Call it once the row is known to be predefined material of the
 * company, before assertEditable; the row's own locks still apply.
 */
export async function assertMayChangePredefined(
  repos: Repositories,
  row: MaterialLockRow,
  what: string,
  auth: Auth,
  rights: Rights,
) {
  const plannedOnOrder =
    row.work_order_id !== null &&
    (await repos.workOrders.isPlanned(auth.companyId, row.work_order_id, auth.employeeId));
  const refusal = predefinedMaterialRefusal({ registrationRights: rights.registratie_rechten }, { plannedOnOrder });
  if (refusal === 'no-rights') throw forbidden(`Changing ${what} needs registration rights`, 'NO_REGISTRATION_RIGHTS');
  if (refusal === 'not-planned')
    throw forbidden(`${what} is on a work order you are not planned on`, 'NOT_PLANNED_ON_ORDER');
}
