import type { InvitationLink, InvitationRequest, OfficeUser, OfficeUsers, OfficeUserUpdate } from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

/** The company's office users and the links not used yet. */
export const usersQuery = queryOptions({
  queryKey: keys.users,
  queryFn: ({ signal }) => api<OfficeUsers>('/office/v1/users', { signal }),
});

/** Every write of this page changes the one list it shows. */
const afterwards =
  <T>(queryClient: QueryClient) =>
  (answer: T) => {
    void queryClient.invalidateQueries({ queryKey: keys.users });
    return answer;
  };

export const inviteUser = (queryClient: QueryClient, body: InvitationRequest) =>
  api<InvitationLink>('/office/v1/invitations', { method: 'POST', body }).then(afterwards<InvitationLink>(queryClient));

export const revokeLink = (queryClient: QueryClient, id: number) =>
  api(`/office/v1/invitations/${id}`, { method: 'DELETE' }).then(afterwards<void>(queryClient));

/** The list shows the answer at once (a role's select would otherwise jump back until the list is read again). */
export const updateUser = (queryClient: QueryClient, id: number, body: OfficeUserUpdate) =>
  api<OfficeUser>(`/office/v1/users/${id}`, { method: 'PATCH', body }).then((user) => {
    queryClient.setQueryData<OfficeUsers>(keys.users, (list) =>
      list ? { ...list, users: list.users.map((other) => (other.id === user.id ? user : other)) } : list,
    );
    return afterwards<OfficeUser>(queryClient)(user);
  });

export const endUserSessions = (queryClient: QueryClient, id: number) =>
  api(`/office/v1/users/${id}/sessions`, { method: 'DELETE' }).then(afterwards<void>(queryClient));

export const passwordLink = (queryClient: QueryClient, id: number) =>
  api<InvitationLink>(`/office/v1/users/${id}/password-link`, { method: 'POST' }).then(
    afterwards<InvitationLink>(queryClient),
  );
