import { OFFICE_ROLES, type InvitationLink, type OfficeRole, type OfficeUser } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { refusalText } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { endUserSessions, passwordLink, updateUser } from '../api/users';
import { TableWrap } from '../../../components/table-wrap';

interface UsersTableProps {
  users: OfficeUser[];
  /** The signed-in user's id: marked '(u)' in the list. */
  me: number;
  onLink: (answer: InvitationLink) => void;
  onDone: (message: string) => void;
}

const refusal = (error: unknown) =>
  isApiError(error, 409, 'LAST_BEHEERDER')
    ? nl.users.lastBeheerder
    : isApiError(error, 409, 'USER_INACTIVE')
      ? nl.users.inactiveNoLink
      : refusalText(error);

/** The office users with what a beheerder does to each: change the role, (de)activate, end sessions, a new password link. */
export function UsersTable({ users, me, onLink, onDone }: UsersTableProps) {
  const queryClient = useQueryClient();
  const { busy, run } = useSingleFlight();
  const [failure, setFailure] = useState<string>();

  const act = (action: () => Promise<string | void>) =>
    run(async () => {
      setFailure(undefined);
      try {
        const message = await action();
        if (message) onDone(message);
      } catch (error) {
        setFailure(refusal(error));
      }
    });

  const updated = (user: OfficeUser) => nl.users.updated(user.name);

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">{nl.users.usersHeading}</h2>
      <FormError message={failure} />
      <TableWrap>
        <table className="table" aria-labelledby="users-heading">
          <thead>
            <tr>
              <th scope="col">{nl.users.columns.name}</th>
              <th scope="col">{nl.users.columns.email}</th>
              <th scope="col">{nl.users.columns.role}</th>
              <th scope="col">{nl.users.columns.active}</th>
              <th scope="col">{nl.users.columns.lastSeen}</th>
              <th scope="col" className="table__number">
                {nl.users.columns.sessions}
              </th>
              <th scope="col">{nl.users.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  {user.name}
                  {user.id === me ? <span className="muted"> {nl.users.you}</span> : null}
                </td>
                <td>{user.email}</td>
                <td>
                  <select
                    className="select"
                    aria-label={nl.users.roleOf(user.name)}
                    value={user.role}
                    aria-busy={busy}
                    onChange={(event) => {
                      const role = event.target.value as OfficeRole;
                      void act(() => updateUser(queryClient, user.id, { role }).then(() => updated(user)));
                    }}
                  >
                    {OFFICE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {nl.roles[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{user.active ? nl.app.yes : nl.app.no}</td>
                <td>{user.lastSeenAt ? formatDateTime(user.lastSeenAt) : nl.users.never}</td>
                <td className="table__number">{user.activeSessions}</td>
                <td>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--small"
                      aria-busy={busy}
                      onClick={() =>
                        void act(() =>
                          updateUser(queryClient, user.id, { active: !user.active }).then(() => updated(user)),
                        )
                      }
                    >
                      {user.active ? nl.users.deactivate : nl.users.activate}
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      aria-busy={busy}
                      onClick={() =>
                        void act(() =>
                          endUserSessions(queryClient, user.id).then(() => nl.users.endSessionsDone(user.name)),
                        )
                      }
                    >
                      {nl.users.endSessions}
                    </button>
                    {/* An inactive user cannot sign in: he gets a link once he is active again. */}
                    {user.active ? (
                      <button
                        type="button"
                        className="button button--small"
                        aria-busy={busy}
                        onClick={() => void act(() => passwordLink(queryClient, user.id).then(onLink))}
                      >
                        {nl.users.passwordLink}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
