import { canBookOtherProjectCosts, canCreateRegiewerk, canRegister, type Rights } from './rights';
import { isInClosedPeriod } from './closed-period';

/** A booking button on a card or page: not there at all, there but greyed out, or usable. */
export type ButtonState = 'hidden' | 'disabled' | 'enabled';

const enabledIf = (condition: boolean): ButtonState => (condition ? 'enabled' : 'disabled');

export interface WorkOrderLockFields {
  status: number;
  isDone: boolean;
  factuurId: number | null;
}

/** Invoiced means a factuurId that is neither null nor 0. */
export function isInvoiced(factuurId: number | null | undefined): boolean {
  return factuurId !== null && factuurId !== undefined && factuurId !== 0;
}

/** An order is locked (no new hours or materials) when finished (status 3 or 4), done, or invoiced. */
export function isWorkOrderLocked(order: WorkOrderLockFields): boolean {
  return order.status === 3 || order.status === 4 || order.isDone || isInvoiced(order.factuurId);
}

export interface PartLockFields {
  active: boolean;
  isDone: boolean;
  geblokkeerd: boolean;
  invoiced: boolean;
}

/**
 * Why a part (budget or stelpost) takes no new bookings, or null when it is open: inactive, or done, blocked or
 * invoiced. The server refuses such a booking with this reason; the app does not offer the part.
 */
export function partRefusal(part: PartLockFields): 'inactive' | 'locked' | null {
  if (!part.active) return 'inactive';
  return partClosure(part) === null ? null : 'locked';
}

/** What closed an active part for new bookings, as the booking lists name it; null while it is open. */
export type PartClosure = 'done' | 'blocked' | 'invoiced';

/**
 * Why the office closed a part: done first, then blocked, then invoiced (the server's 'locked' refusal). The
 * booking lists show such a part greyed out with this reason instead of a link the server would refuse.
 */
export function partClosure(part: Omit<PartLockFields, 'active'>): PartClosure | null {
  if (part.isDone) return 'done';
  if (part.geblokkeerd) return 'blocked';
  return part.invoiced ? 'invoiced' : null;
}

export interface WorkOrderButtons {
  hours: ButtonState;
  materials: ButtonState;
  signature: ButtonState;
}

/** Why the customer's signature may not be put on an order now: no registration rights, or a locked order. */
export type SigningRefusal = 'no-rights' | 'locked';

/**
 * Signing needs registration rights and an order that is not locked (finished, done or invoiced): what the
 * office has closed keeps the signature it was closed with. An order that already carries a signature may be
 * signed again while it is open (the customer signs again after more work); every signature is kept, the
 * latest is the order's. The server answers 403 for 'no-rights' and 409 for 'locked'; the app hides or greys
 * out the signature button by the same rule.
 */
export function signingRefusal(
  order: WorkOrderLockFields,
  rights: Pick<Rights, 'registrationRights'>,
): SigningRefusal | null {
  if (!canRegister(rights)) return 'no-rights';
  if (isWorkOrderLocked(order)) return 'locked';
  return null;
}

export const canSignWorkOrder = (order: WorkOrderLockFields, rights: Pick<Rights, 'registrationRights'>): boolean =>
  signingRefusal(order, rights) === null;

/**
 * The action buttons appear unless the order is done or the employee has no registration rights; hours,
 * materials and the signature are greyed out on a locked order (finished or invoiced).
 */
export function workOrderButtons(
  order: WorkOrderLockFields,
  rights: Pick<Rights, 'registrationRights'>,
): WorkOrderButtons {
  if (order.isDone || !canRegister(rights)) return { hours: 'hidden', materials: 'hidden', signature: 'hidden' };
  const bookable = enabledIf(!isWorkOrderLocked(order));
  return { hours: bookable, materials: bookable, signature: enabledIf(canSignWorkOrder(order, rights)) };
}

/** Why an employee may not change or delete the material the office put on an order (predefined material). */
export type PredefinedMaterialRefusal = 'no-rights' | 'not-planned';

/**
 * Predefined material is the office's list of what an order needs; it belongs to no employee. Those who do
 * the work adjust it: an employee with registration rights who is planned on the order, on any day of its
 * planning (a colleague planned on Tuesday may correct what was used on Monday). Everyone else leaves it
 * alone (403 on the server, no pencil in the app). The row's own locks (isRegistrationEditable, with a locked
 * order as the view's lock) apply on top.
 */
export function predefinedMaterialRefusal(
  rights: Pick<Rights, 'registrationRights'>,
  employee: { plannedOnOrder: boolean },
): PredefinedMaterialRefusal | null {
  if (!canRegister(rights)) return 'no-rights';
  if (!employee.plannedOnOrder) return 'not-planned';
  return null;
}

export const canChangePredefinedMaterial = (
  rights: Pick<Rights, 'registrationRights'>,
  employee: { plannedOnOrder: boolean },
): boolean => predefinedMaterialRefusal(rights, employee) === null;

export interface ProjectLockFields {
  isDone: boolean;
  isOud: boolean;
  hasActiveAdministration: boolean;
  activeBudgets: boolean;
  activeCostPlus: boolean;
  activeOtherProjectCosts: boolean;
}

/** A project without active administration takes no bookings at all. */
export function isProjectLocked(project: Pick<ProjectLockFields, 'hasActiveAdministration'>): boolean {
  return !project.hasActiveAdministration;
}

export interface ProjectButtons {
  hours: ButtonState;
  materials: ButtonState;
  otherCosts: ButtonState;
  regiewerk: ButtonState;
}

type ProjectRights = Pick<
  Rights,
  'registrationRights' | 'bookOtherProjectCosts' | 'createSurplusWork' | 'regiewerkAanmakenIngeschakeld'
>;

/**
 * Booking buttons are greyed out for a done or locked project and without registration rights; hours and
 * materials also need an active budget or active cost-plus work. Other project costs are offered only with
 * the right, on a project that is not old and has active other costs; regiewerk only with both rights.
 */
export function projectButtons(project: ProjectLockFields, rights: ProjectRights): ProjectButtons {
  const bookable = !project.isDone && !isProjectLocked(project) && canRegister(rights);
  const hasWorkToBookOn = project.activeBudgets || project.activeCostPlus;
  const offersOtherCosts = canBookOtherProjectCosts(rights) && !project.isOud && project.activeOtherProjectCosts;
  return {
    hours: enabledIf(bookable && hasWorkToBookOn),
    materials: enabledIf(bookable && hasWorkToBookOn),
    otherCosts: offersOtherCosts ? enabledIf(bookable) : 'hidden',
    regiewerk: canCreateRegiewerk(rights) ? enabledIf(bookable) : 'hidden',
  };
}

/** Indirect hours can be booked with registration rights. */
export function indirectButtons(rights: Pick<Rights, 'registrationRights'>): { hours: ButtonState } {
  return { hours: canRegister(rights) ? 'enabled' : 'hidden' };
}

export interface RegistrationLockFields {
  id: number;
  verkoopfactuurregelId: number;
  validated: number;
  /** Hours carry isDone; materials do not. */
  isDone?: number;
  geblokkeerd: number;
  /** yyyy-MM-dd; where it is known, a closed period can lock the row. */
  date?: string;
}

export interface CategoryLockFields {
  isDone: number;
  geblokkeerd: number;
  factuurIdPresent: boolean;
}

/** Why the screen showing a registration is locked, so its rows can say so. */
export type ViewLockReason = 'work-order-done' | 'work-order-invoiced' | 'project-done' | 'project-locked';

export interface EditContext {
  /** The employee's registration rights allow editing (authorized). */
  authorized: boolean;
  /** The screen showing the registration is locked (for example a locked work order). */
  viewLocked: boolean;
  /** Why the screen is locked, where the caller knows it; a locked view without one is 'view-locked'. */
  viewLockReason?: ViewLockReason;
  validateRegistrationsEnabled: boolean;
  /** The company's last closed day ('Periode afsluiten', yyyy-MM-dd), or null while nothing is closed. */
  closedThrough?: string | null;
  /** The office approved the employee's week of the registration ('Goedgekeurd'). */
  weekApproved?: boolean;
}

/**
 * Why a registration cannot be changed or deleted, in the order a user would look for it: first who may edit
 * and where it is shown, then the row's own closure. 'not-stored' is a material line with id 0 (never stored).
 */
export type RegistrationLockReason =
  | 'no-rights'
  | ViewLockReason
  | 'view-locked'
  | 'not-stored'
  | 'period-closed'
  | 'week-approved'
  | 'invoiced'
  | 'done'
  | 'part-done'
  | 'blocked'
  | 'not-validated';

/**
 * Why a registration is closed for changes, or null while it can be changed or deleted: not in a closed period,
 * not invoiced (its
 * invoice line or its part's invoice), not done, not blocked, validated when the company validates first, and
 * never a material line with id 0. The app shows the reason where the pencil is disabled; the server refuses
 * a change of a closed registration with 409.
 */
export function lockReason(
  registration: RegistrationLockFields,
  category: CategoryLockFields,
  context: EditContext,
): RegistrationLockReason | null {
  if (!context.authorized) return 'no-rights';
  if (context.viewLocked) return context.viewLockReason ?? 'view-locked';
  if (registration.id === 0) return 'not-stored';
  if (registration.date !== undefined && isInClosedPeriod(registration.date, context.closedThrough ?? null))
    return 'period-closed';
  if (context.weekApproved) return 'week-approved';
  if (registration.verkoopfactuurregelId !== 0 || category.factuurIdPresent) return 'invoiced';
  if (registration.isDone === 1) return 'done';
  if (category.isDone === 1) return 'part-done';
  if (registration.geblokkeerd === 1 || category.geblokkeerd === 1) return 'blocked';
  if (context.validateRegistrationsEnabled && registration.validated !== 1) return 'not-validated';
  return null;
}

/** A registration can be changed or deleted only while nothing has closed it (lockReason). */
export function isRegistrationEditable(
  registration: RegistrationLockFields,
  category: CategoryLockFields,
  context: EditContext,
): boolean {
  return lockReason(registration, category, context) === null;
}

/** Why a work order locks the registrations shown on it, or null when it is open (isWorkOrderLocked). */
export function workOrderLockReason(order: WorkOrderLockFields): ViewLockReason | null {
  if (isInvoiced(order.factuurId)) return 'work-order-invoiced';
  return isWorkOrderLocked(order) ? 'work-order-done' : null;
}

/** Why a project locks the registrations shown on it, or null when it is open: done, or no active administration. */
export function projectLockReason(
  project: Pick<ProjectLockFields, 'isDone' | 'hasActiveAdministration'>,
): ViewLockReason | null {
  if (project.isDone) return 'project-done';
  return isProjectLocked(project) ? 'project-locked' : null;
}

/**
 * The leave form's fields are locked for an indirect registration that is not validated (validated not 1)
 * when the company validates first; a new registration (validated unknown) is never locked.
 */
export function isLeaveFormLocked(validated: number | undefined, validateRegistrationsEnabled: boolean): boolean {
  return validateRegistrationsEnabled && validated !== undefined && validated !== 1;
}

/** Why an employee may not add a photo to a work order: the signature's rule (rights, then a locked order). */
export const photoUploadRefusal = signingRefusal;

export type PhotoRemovalRefusal = SigningRefusal | 'not-taker';

/**
 * A photo is removed by the employee who took it, while the order is open (what the office closed keeps its
 * photos, as it keeps its signature). The server answers 403 for 'no-rights' and 'not-taker', 409 for 'locked';
 * the app shows the remove button by the same rule.
 */
export function photoRemovalRefusal(
  order: WorkOrderLockFields,
  rights: Pick<Rights, 'registrationRights'>,
  employeeId: number,
  takenBy: number,
): PhotoRemovalRefusal | null {
  return signingRefusal(order, rights) ?? (employeeId === takenBy ? null : 'not-taker');
}
