import type { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { fieldName } from '../../lib/validation';
import type { RecordIssue } from './collection';

/** A refused batch names its first few problems; more would bury them (a 10,000-record batch of one mistake). */
const ISSUES_SHOWN = 10;

/** `records[3].projectExternalId`: a field of a record of the batch, as the office reads it (0-based). */
export const recordField = (label: string, index: number, path: ReadonlyArray<PropertyKey> = []) =>
  fieldName(`${label}[${index}]`, path);

/** One HttpError for the problems of a batch, each led by the field it concerns. */
export function refuseRecords(status: number, code: string, label: string, issues: readonly RecordIssue[]): HttpError {
  const shown = issues
    .slice(0, ISSUES_SHOWN)
    .map((issue) => `${recordField(label, issue.index, issue.path)}: ${issue.message}`);
  const more = issues.length - shown.length;
  return new HttpError(status, code, more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; '));
}

/** zod's issues of one record as issues of the batch; each unknown field is named on its own. */
export function zodIssues(index: number, issues: readonly z.core.$ZodIssue[]): RecordIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ index, path: [...issue.path, key], message: 'is not a field of this record' }))
      : [{ index, path: issue.path, message: issue.message }],
  );
}

/** The same value twice in a batch where it must be unique: the second names the first. */
export function duplicateIssues<T>(
  items: Iterable<{ index: number; path: ReadonlyArray<PropertyKey>; value: T }>,
  label: string,
  describe: (value: T) => string,
): RecordIssue[] {
  const first = new Map<T, { index: number; path: ReadonlyArray<PropertyKey> }>();
  const issues: RecordIssue[] = [];
  for (const item of items) {
    const earlier = first.get(item.value);
    if (earlier)
      issues.push({
        index: item.index,
        path: item.path,
        message: `${describe(item.value)} is also ${recordField(label, earlier.index, earlier.path)}`,
      });
    else first.set(item.value, item);
  }
  return issues;
}
