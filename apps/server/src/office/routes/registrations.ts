import {
  IdParamSchema,
  OfficeHourCorrectionSchema,
  OfficeMaterialCorrectionSchema,
  RegistrationExportQuerySchema,
  ReviewGroupsQuerySchema,
  ReviewGroupsSchema,
  RegistrationReviewPageSchema,
  RegistrationReviewQuerySchema,
  RegistrationValidationResultSchema,
  RegistrationValidationSchema,
  ReviewedRegistrationSchema,
  REGISTRATION_KINDS,
  formatDate,
  type RegistrationValidationResult,
  type ReviewedRegistration,
  type ReviewedRegistrationKind,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import type { ReviewCursor, ReviewRow } from '../../repositories/registration-review-repository';
import { requireOffice } from '../authentication';
import { officeWriter, type RecordChange } from '../writes';
import { EXPORT_TYPES, registrationExport, sendExport } from '../registration-export';
import { registrationGroups } from '../registration-groups';
import { serverToday } from '../../lib/today';

const IdParams = z.strictObject({ id: IdParamSchema });
const TABLE_OF: Record<ReviewedRegistrationKind, string> = {
  hours: 'hour_registrations',
  material: 'material_registrations',
};

/** Why a registration is final, its validation included: a closed period, an approved week, an invoice. */
function finalityOf(row: ReviewRow): string | null {
  if (row.in_closed_period) return 'period-closed';
  if (row.week_state === 'approved') return 'week-approved';
  if (row.invoiced) return 'invoiced';
  return null;
}

/**
 * Why the office cannot correct a registration, in the order the field's lockReason names them: what makes
 * it final, then the row's own closure (a finished work order, a blocked part), which validation ignores.
 */
function lockOf(row: ReviewRow): string | null {
  return finalityOf(row) ?? (row.is_done ? 'done' : row.geblokkeerd ? 'blocked' : null);
}

export function reviewedOf(row: ReviewRow): ReviewedRegistration {
  return {
    kind: row.kind,
    id: row.id,
    date: row.date,
    employee: row.employee_id === null ? null : { id: row.employee_id, name: row.employee_name ?? '' },
    target:
      row.target_kind === null || row.target_id === null
        ? null
        : { kind: row.target_kind, id: row.target_id, label: row.target_label },
    part: row.part_id === null ? null : { id: row.part_id, label: row.part_label },
    what: row.what,
    hourTypeId: row.hour_type_id,
    amount: row.amount,
    unit: row.unit,
    remark: row.remark,
    status: row.in_closed_period ? 'closed' : row.invoiced ? 'invoiced' : row.validated === 1 ? 'validated' : 'open',
    weekState: row.week_state,
    lockReason: lockOf(row),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const cursorText = (row: Pick<ReviewRow, 'date' | 'kind' | 'id'>) => `${row.date}.${row.kind}.${row.id}`;
function cursorOf(after: string | undefined): ReviewCursor | null {
  if (after === undefined) return null;
  const [date, kind, id] = after.split('.');
  return { date: date!, kind: kind as ReviewedRegistrationKind, id: Number(id) };
}

async function registrationOf(repos: Repositories, companyId: number, kind: ReviewedRegistrationKind, id: number) {
  const [row] = await repos.registrationReview.page(companyId, { kind, ids: [id] }, null, 1);
  if (!row) throw notFound(`There is no ${kind} registration ${id} in your company`, 'REGISTRATION_NOT_FOUND');
  return row;
}

/** A correction of what is closed is refused as the field's is: 409 with the reason. */
function refuseLocked(row: ReviewRow) {
  const reason = lockOf(row);
  if (reason !== null) throw conflict(`Registration ${row.id} cannot be changed: ${reason}`, 'REGISTRATION_LOCKED');
}

/** The Logboek keeps the reason beside the change the audit trigger logged, in the same transaction. */
const recordReason = (record: RecordChange, kind: ReviewedRegistrationKind, id: number, reason: string) =>
  record({
    action: `${TABLE_OF[kind]}.correction`,
    table: TABLE_OF[kind],
    id,
    label: '',
    before: null,
    after: { reason },
  });

/**
 * 'Registraties' (/kantoor/registraties): the company's registrations of a period for review, corrections by
 * the office with a reason, and 'Valideren' / 'Validatie intrekken' on a selection. A correction meets the
 * field's locks, and the database's own rules for a closed period and an approved week (decisions 020, 021).
 */
export const officeRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);
  const changed = { 200: ReviewedRegistrationSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/registrations',
    {
      schema: {
        querystring: RegistrationReviewQuerySchema,
        response: { 200: RegistrationReviewPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { companyId } = requireOffice(request);
      const { after, limit, ...filter } = request.query;
      // One row more than asked tells whether there is a next page.
      const rows = await app.repos.registrationReview.page(companyId, filter, cursorOf(after), limit + 1);
      const page = rows.slice(0, limit);
      return {
        registrations: page.map(reviewedOf),
        next: rows.length > limit ? cursorText(page.at(-1)!) : null,
      };
    },
  );

  /** 'Groeperen': the filtered registrations per employee and week, or per project, with their totals. */
  app.get(
    '/registrations/groups',
    {
      schema: {
        querystring: ReviewGroupsQuerySchema,
        response: { 200: ReviewGroupsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { companyId } = requireOffice(request);
      const { by, ...filter } = request.query;
      const today = formatDate(serverToday(app.config), 'api');
      return registrationGroups(app.repos, companyId, by, filter, today);
    },
  );

  /** 'Exporteren': the filtered registrations as XLSX or CSV, or the 'Urenoverzicht' workbook, streamed. */
  app.get(
    '/registrations/export',
    {
      schema: {
        querystring: RegistrationExportQuerySchema,
        response: {
          200: {
            description: 'The file',
            content: Object.fromEntries(
              Object.values(EXPORT_TYPES).map((type) => [type.contentType, { schema: z.string() }]),
            ),
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireOffice(request);
      const { format, ...filter } = request.query;
      return sendExport(reply, format, filter, await registrationExport(app.db, app.repos, companyId, format, filter));
    },
  );

  app.patch(
    '/registrations/hours/:id',
    { schema: { params: IdParams, body: OfficeHourCorrectionSchema, response: changed } },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const { date, hours, hourTypeId, partId, remark, reason } = request.body;
      return write(caller, async (repos, record) => {
        const review = repos.registrationReview;
        const current = await registrationOf(repos, caller.companyId, 'hours', id);
        refuseLocked(current);
        if (hourTypeId !== null) {
          if (current.target_kind === 'indirect')
            throw badRequest('body.hourTypeId: indirect hours have no hour type; send null', 'BAD_REQUEST');
          if (!(await review.hasHourType(caller.companyId, hourTypeId)))
            throw badRequest(`body.hourTypeId: your company has no hour type ${hourTypeId}`, 'BAD_REQUEST');
        }
        let part = null;
        if (partId !== null) {
          const found =
            current.project_id === null
              ? undefined
              : await review.partOfProject(caller.companyId, current.project_id, partId);
          if (!found)
            throw badRequest(`body.partId: part ${partId} is not a part of this registration's project`, 'BAD_REQUEST');
          part = { id: found.id, workId: found.work_id };
        }
        await review.correctHours(caller.companyId, id, { date, hours, hourTypeId, remark, part });
        await recordReason(record, 'hours', id, reason.trim());
        return reviewedOf(await registrationOf(repos, caller.companyId, 'hours', id));
      });
    },
  );

  app.patch(
    '/registrations/material/:id',
    { schema: { params: IdParams, body: OfficeMaterialCorrectionSchema, response: changed } },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const { date, quantity, remark, reason } = request.body;
      return write(caller, async (repos, record) => {
        refuseLocked(await registrationOf(repos, caller.companyId, 'material', id));
        await repos.registrationReview.correctMaterial(caller.companyId, id, { date, quantity, remark });
        await recordReason(record, 'material', id, reason.trim());
        return reviewedOf(await registrationOf(repos, caller.companyId, 'material', id));
      });
    },
  );

  /**
   * 'Valideren' and 'Validatie intrekken': what may change does, in one transaction; an invoiced registration,
   * one in a closed period or in an approved week (its approval validated it), and one not of the company are
   * left as they are and named.
   */
  app.post(
    '/registrations/validation',
    {
      schema: {
        body: RegistrationValidationSchema,
        response: { 200: RegistrationValidationResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { validated, registrations } = request.body;
      return write(caller, async (repos) => {
        const result: RegistrationValidationResult = { changed: 0, skipped: [] };
        for (const kind of REGISTRATION_KINDS) {
          const ids = [...new Set(registrations.filter((r) => r.kind === kind).map((r) => r.id))];
          if (ids.length === 0) continue;
          const rows = await repos.registrationReview.page(caller.companyId, { kind, ids }, null, ids.length);
          const found = new Map(rows.map((row) => [row.id, row]));
          const allowed: number[] = [];
          for (const id of ids) {
            const row = found.get(id);
            const reason = row ? finalityOf(row) : 'not-found';
            if (reason === null) allowed.push(id);
            else result.skipped.push({ kind, id, reason });
          }
          if (allowed.length > 0)
            result.changed += (
              await repos.registrationReview.setValidated(caller.companyId, kind, allowed, validated)
            ).length;
        }
        return result;
      });
    },
  );
};
