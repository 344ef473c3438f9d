import { isInvoiced, isRegistrationEditable, isWorkOrderLocked } from '@bouwwerk/domain';
import type { Auth } from '../../plugins/context';
import { conflict, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';

type HourLockRow = NonNullable<Awaited<ReturnType<Repositories['registrationLocks']['hour']>>>;
type MaterialLockRow = NonNullable<Awaited<ReturnType<Repositories['registrationLocks']['material']>>>;
type LockRow = HourLockRow | MaterialLockRow;
type Rights = NonNullable<Awaited<ReturnType<Repositories['employees']['findRights']>>>;

const flag = (value: boolean | null | undefined) => (value ? 1 : 0);

/**
 * The server's half of "Registration editable": the same rule the browser uses to grey out the pencil,
 * plus ownership. Another company's registration is not found (404); one that is closed or someone else's
 * is refused (409), and nothing changes.
 */
export function assertEditable(row: LockRow | undefined, what: string, auth: Auth, rights: Rights, options: { predefined?: boolean } = {}) {
  if (!row) throw notFound(`${what} does not exist`, 'REGISTRATION_NOT_FOUND');
  const own = options.predefined ? row.employee_id === null : row.employee_id === auth.employeeId;
  if (!own) throw conflict(`${what} is not yours to change`, 'NOT_OWN_REGISTRATION');
  const viewLocked =
    (row.work_order_id !== null &&
      isWorkOrderLocked({ status: row.order_status ?? 2, isDone: row.order_done ?? false, factuurId: row.order_factuur_id })) ||
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
    { isDone: flag(row.budget_done), geblokkeerd: flag(row.budget_blocked), factuurIdPresent: isInvoiced(row.budget_factuur_id) },
    { authorized: rights.registratie_rechten > 0, viewLocked, validateRegistrationsEnabled: rights.validate_registrations_enabled },
  );
  if (!editable) throw conflict(`${what} is invoiced, done, blocked or not validated and can no longer be changed`, 'REGISTRATION_LOCKED');
}
