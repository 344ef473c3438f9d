import { INTEGRATION_LIMITS, type RegistrationActionResult, type RegistrationKind } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { describeIssues } from '../../lib/validation';
import type { Executor } from '../../repositories/executor';

/**
 * The office acting on registrations (docs/integration.md#validating-and-invoicing): validating, invoicing and their
 * undoing, many at once. A call is one transaction that changes all its registrations or none; the change log's
 * triggers record each row that really changed, so the feed and the webhooks report them like the app's own changes.
 * What a registration's new state means for the app (locked, editable) is the app's existing rule in
 * packages/domain/src/locks.ts, which reads these same columns.
 */

const TABLES = { hours: 'hour_registrations', material: 'material_registrations' } as const;

/** One registration of a call, with the value its column gets. */
export interface RegistrationTarget {
  kind: RegistrationKind;
  registrationId: number;
  value: number;
}

/**
 * The body of a batch call, checked as the office reads its errors: first the count (413: a batch is not sent
 * again in parts by a mistake), then every field, named from the body (`registrations[2].kind: …`).
 */
export function parseBatch<T>(schema: z.ZodType<T>, body: unknown, listField: string): T {
  const list = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[listField] : undefined;
  if (Array.isArray(list) && list.length > INTEGRATION_LIMITS.batchMax) {
    throw new HttpError(
      413,
      'TOO_MANY_RECORDS',
      `${listField}: at most ${INTEGRATION_LIMITS.batchMax} per call, this one has ${list.length}`,
    );
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(describeIssues('', result.error.issues));
  return result.data;
}

/**
 * Sets `column` of every target to its value, in one transaction: a target of another company or unknown, or
 * one named twice, refuses the whole call (400 naming its index) before anything is written. A target that
 * already has its value is counted unchanged and not written (no change in the feed, no webhook).
 */
export async function setRegistrationColumn(
  db: Executor,
  companyId: number,
  listField: string,
  column: 'validated' | 'verkoopfactuurregel_id',
  targets: readonly RegistrationTarget[],
): Promise<RegistrationActionResult> {
  const seen = new Map<string, number>();
  targets.forEach((target, index) => {
    const key = `${target.kind}:${target.registrationId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw badRequest(
        `${listField}[${index}].registrationId: names the same registration as ${listField}[${earlier}]`,
      );
    seen.set(key, index);
  });

  const byKind = (['hours', 'material'] as const).flatMap((kind) => {
    const ofKind = targets.flatMap((target, index) => (target.kind === kind ? [{ ...target, index }] : []));
    return ofKind.length === 0
      ? []
      : [{ kind, table: sql.table(TABLES[kind]), targets: ofKind, ids: ofKind.map((target) => target.registrationId) }];
  });

  // The company's rows named, locked: their state cannot change between this check and the update.
  const missing: Array<RegistrationTarget & { index: number }> = [];
  for (const { table, targets: ofKind, ids } of byKind) {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM ${table} WHERE company_id = ${companyId} AND id = ANY(${ids}::bigint[]) FOR UPDATE`.execute(db);
    const known = new Set(rows.map((row) => row.id));
    missing.push(...ofKind.filter((target) => !known.has(target.registrationId)));
  }
  const first = missing.sort((a, b) => a.index - b.index)[0];
  if (first)
    throw badRequest(
      `${listField}[${first.index}].registrationId: no ${first.kind} registration ${first.registrationId}`,
      'REGISTRATION_NOT_FOUND',
    );

  let changed = 0;
  for (const { table, targets: ofKind, ids } of byKind) {
    const result = await sql`
      UPDATE ${table} r SET ${sql.ref(column)} = v.value, updated_at = now()
      FROM unnest(${ids}::bigint[], ${ofKind.map((target) => target.value)}::int[]) AS v(id, value)
      WHERE r.company_id = ${companyId} AND r.id = v.id AND r.${sql.ref(column)} IS DISTINCT FROM v.value`.execute(db);
    changed += Number(result.numAffectedRows ?? 0n);
  }
  return { changed, unchanged: targets.length - changed };
}
