import type {
  HoursAndMaterialsSchema,
  HourUpdateSchema,
  MaterialEntryUpdateSchema,
  MaterialUpdateSchema,
} from '@bouwwerk/domain';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { resolveBookingTarget } from '../../lib/resolve-booking-target';
import type { Auth, EmployeeRights } from '../../plugins/context';
import type { Repositories } from '../../repositories';
import { assertEditable, assertMayChangePredefined } from './editability';

type Rights = EmployeeRights;
type HourUpdate = z.output<typeof HourUpdateSchema>;
type MaterialUpdate = z.output<typeof MaterialUpdateSchema>;
type MaterialEntryUpdate = z.output<typeof MaterialEntryUpdateSchema>;

interface Placement {
  project_id: number | null;
  work_id: number | null;
  budget_id: number | null;
  work_order_id: number | null;
}

/**
 * Where a project booking goes after an edit. Moving it to another work or part is checked like a new booking
 * in the same project; choosing another work without a part clears the part. Order bookings stay on the order.
 */
async function placementAfter(
  repos: Repositories,
  companyId: number,
  row: Placement,
  update: { work?: { id: number } | null; budget?: { id: number } | null },
) {
  const same = { work_id: row.work_id, budget_id: row.budget_id };
  if (row.work_order_id !== null || row.project_id === null) return same;
  const workId = update.work?.id || row.work_id;
  const workChanged = workId !== row.work_id;
  const budgetId =
    update.budget === undefined || update.budget === null
      ? workChanged
        ? null
        : row.budget_id
      : update.budget.id || null;
  if (!workChanged && budgetId === row.budget_id) return same;
  const target = await resolveBookingTarget(repos, companyId, {
    projectId: row.project_id,
    werkbonId: null,
    werkId: workId,
    budgetId,
    stelpostId: null,
  });
  return { work_id: target.workId, budget_id: target.budgetId };
}

async function activeType(
  repos: Repositories,
  table: 'hour_types' | 'indirect_work_types',
  companyId: number,
  id: number,
) {
  const type = await repos.namedTypes.findActive(table, companyId, id);
  if (!type)
    throw notFound(
      `${table === 'hour_types' ? 'Hour type' : 'Indirect work type'} ${id} does not exist`,
      'TYPE_NOT_FOUND',
    );
  return type.id;
}

export async function applyHourUpdate(repos: Repositories, auth: Auth, rights: Rights, update: HourUpdate) {
  const row = await repos.registrationLocks.hour(auth.companyId, update.id);
  assertEditable(row, `Hour registration ${update.id}`, auth, rights);
  const r = row!;
  const changes: Parameters<Repositories['registrations']['updateHour']>[2] = {
    date: update.date,
    hours: update.quantity,
    remark: update.remark,
  };
  if (r.indirect_work_type_id !== null) {
    if (update.uursoortId && update.uursoortId !== r.indirect_work_type_id) {
      changes.indirect_work_type_id = await activeType(repos, 'indirect_work_types', auth.companyId, update.uursoortId);
    }
  } else {
    Object.assign(changes, await placementAfter(repos, auth.companyId, r, update));
    if (update.uursoortId && update.uursoortId !== r.hour_type_id) {
      changes.hour_type_id = await activeType(repos, 'hour_types', auth.companyId, update.uursoortId);
    }
  }
  await repos.registrations.updateHour(auth.companyId, r.id, changes);
  return r.id;
}

export async function applyMaterialUpdate(
  repos: Repositories,
  auth: Auth,
  rights: Rights,
  update: MaterialUpdate,
  predefined: boolean,
) {
  const row = await repos.registrationLocks.material(auth.companyId, update.id);
  const what = `${predefined ? 'Predefined order material' : 'Material registration'} ${update.id}`;
  if (row && row.is_predefined !== predefined) throw notFound(`${what} does not exist`, 'REGISTRATION_NOT_FOUND');
  if (row && predefined) await assertMayChangePredefined(repos, row, what, auth, rights);
  assertEditable(row, what, auth, rights, { predefined });
  const r = row!;
  if (predefined && update.date !== r.date)
    throw badRequest(`The date of predefined order material ${r.id} cannot change`, 'DATE_LOCKED');
  await repos.registrations.updateMaterial(auth.companyId, r.id, {
    date: update.date,
    quantity: update.quantity,
    ...(await placementAfter(repos, auth.companyId, r, update)),
  });
  return r.id;
}

export async function applyMaterialEntryUpdate(
  repos: Repositories,
  auth: Auth,
  rights: Rights,
  id: number,
  update: MaterialEntryUpdate,
) {
  const row = await repos.registrationLocks.material(auth.companyId, id);
  if (row?.is_predefined) throw notFound(`Material registration ${id} does not exist`, 'REGISTRATION_NOT_FOUND');
  assertEditable(row, `Material registration ${id}`, auth, rights);
  await repos.registrations.updateMaterial(auth.companyId, id, {
    date: update.datum,
    quantity: update.aantal,
    unit: update.eenheid,
    description: update.omschrijving,
    remark: update.opmerking,
  });
  return id;
}

/** A batch of changes, applied in order inside the caller's transaction: the first refusal stops them all. */
export async function applyBatch(
  repos: Repositories,
  auth: Auth,
  rights: Rights,
  batch: z.output<typeof HoursAndMaterialsSchema>,
) {
  const hours: number[] = [];
  for (const update of batch.hours) hours.push(await applyHourUpdate(repos, auth, rights, update));
  const materials: number[] = [];
  for (const update of batch.materials) materials.push(await applyMaterialUpdate(repos, auth, rights, update, false));
  for (const update of batch.predefinedMaterials)
    materials.push(await applyMaterialUpdate(repos, auth, rights, update, true));
  return { hours, materials };
}
