import { createHash } from 'node:crypto';

/**
 * If-None-Match names the tag: the client's copy is current, answer 304. `*` (any current answer) counts only
 * where the route has checked that the URL has one (`star: true`); a tag check that runs before the route's own
 * checks answers `*` in full, or a missing project would answer 304.
 */
export function matchesEntityTag(header: string | undefined, etag: string, { star = false } = {}): boolean {
  if (!header) return false;
  // Weak comparison (RFC 9110 8.8.3.2), as If-None-Match asks: W/"x" and "x" name the same answer.
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (star && tag === '*') || opaque(tag) === opaque(etag);
  });
}

export interface ChangeTagParts {
  /**
   * The request's path and query: a tag is only ever current for the URL that answered it, so a tag sent to
   * another URL (a project that does not exist, another employee's rights) gets that URL's own answer.
   */
  url: string;
  companyId: number;
  employeeId: number;
  /** The change versions of the company and the employee (change-versions-repository.ts). */
  version: string;
  /** Answers that name today (the projects planned today, the week's today) change at midnight. */
  today: string;
  /** A new server may answer the same data differently. */
  appVersion: string;
}

/**
 * The ETag of an answer built from what the change versions cover. Weak: the same data compressed or not.
 * Hashed, so the tag does not show ids or write times.
 */
export function changeEntityTag(parts: ChangeTagParts): string {
  const { url, companyId, employeeId, version, today, appVersion } = parts;
  const digest = createHash('sha256')
    .update(`${url}\0${companyId}\0${employeeId}\0${version}\0${today}\0${appVersion}`)
    .digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}
