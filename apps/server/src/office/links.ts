import type { InvitationLink, OfficeRole } from '@bouwwerk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { LinkPurpose } from '../repositories/office-links-repository';

/** How long a link that sets a password can be used: long enough to hand over, short enough to go stale. */
export const LINK_VALID_MS = 72 * 60 * 60 * 1000;

/** The console's page that opens a link, on the origin the request came in on. */
export function linkUrl(origin: string, token: string): string {
  return `${origin}/kantoor/uitnodiging/${token}`;
}

export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A new one-time link for a person: any earlier link for the same e-mail address is withdrawn, so only the
 * newest can be used. Only the token's SHA-256 is stored; the link is shown once.
 */
export async function createLink(
  repos: Repositories,
  link: {
    companyId: number;
    purpose: LinkPurpose;
    userId: number | null;
    email: string;
    name: string;
    role: OfficeRole;
    createdBy: number | null;
    origin: string;
  },
  now = new Date(),
): Promise<Omit<InvitationLink, 'emailed'>> {
  const token = newToken();
  await repos.officeLinks.withdrawOthersFor(link.companyId, link.email, now);
  const row = await repos.officeLinks.create({
    ...link,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + LINK_VALID_MS),
  });
  return { invitation: pendingOf(row), link: linkUrl(link.origin, token) };
}

export function pendingOf(row: {
  id: number;
  email: string;
  name: string;
  role: OfficeRole;
  purpose: LinkPurpose;
  expiresAt: Date | string;
}) {
  return { ...row, expiresAt: new Date(row.expiresAt).toISOString() };
}

/**
 * E-mails a link where the server has a mail server, after its transaction committed: the link stands either
 * way, and the answer says whether it went out.
 */
export async function mailLink(
  app: FastifyInstance,
  link: Omit<InvitationLink, 'emailed'>,
  companyName: string,
): Promise<InvitationLink> {
  if (!app.mailer) return { ...link, emailed: false };
  const emailed = await app.mailer.sendLink({ ...link, companyName });
  if (!emailed) app.log.warn({ to: link.invitation.email }, 'could not e-mail an office link; it was shown instead');
  return { ...link, emailed };
}
