import type { InvitationAccept, InvitationPreview, OfficeSession } from '@bouwwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const invitationPath = (token: string) => `/office/v1/invitations/${encodeURIComponent(token)}`;

/** Whom a link is for; 404 for a link that never was, 409 for one used or expired. Asked once: it will not change. */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['office', 'invitation', token],
    queryFn: ({ signal }) => api<InvitationPreview>(invitationPath(token), { signal, reportUnauthorized: false }),
    staleTime: Infinity,
    retry: false,
  });

/** Sets the password the link's person chose; the answer is the session that signs him in. */
export const acceptInvitation = (token: string, body: InvitationAccept) =>
  api<OfficeSession>(`${invitationPath(token)}/accept`, { method: 'POST', body, reportUnauthorized: false });
