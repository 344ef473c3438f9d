import type { InvitationLink } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { usersQuery } from '../api/users';
import { InviteForm } from './invite-form';
import { LinkDialog } from './link-dialog';
import { PendingLinks } from './pending-links';
import { UsersTable } from './users-table';
import './users.css';

/**
 * /kantoor/gebruikers: the office's users (role, active, their sessions, a new password link) and the links
 * not used yet; a beheerder's page. The server refuses the others too; this says so instead of failing.
 */
export function UsersPage() {
  const session = useSession();
  const users = useQuery({ ...usersQuery, enabled: session.user.role === 'beheerder' });
  const [link, setLink] = useState<InvitationLink | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const content =
    session.user.role !== 'beheerder' ? (
      <p role="alert">{nl.users.onlyBeheerder}</p>
    ) : users.isPending ? (
      <p role="status">{nl.app.loading}</p>
    ) : users.isError ? (
      <div role="alert" className="card">
        <p>{nl.users.loadFailed}</p>
        <button type="button" className="button" onClick={() => void users.refetch()}>
          {nl.errors.retry}
        </button>
      </div>
    ) : (
      <>
        <StatusMessage message={done} />
        <UsersTable users={users.data.users} me={session.user.id} onLink={setLink} onDone={setDone} />
        <InviteForm onInvited={setLink} />
        <PendingLinks invitations={users.data.invitations} onDone={setDone} />
      </>
    );

  return (
    <section className="page" aria-labelledby="users-title">
      <title>{`${nl.users.title} · ${nl.app.name}`}</title>
      <h1 id="users-title">{nl.users.title}</h1>
      {content}
      {link ? <LinkDialog answer={link} onClose={() => setLink(null)} /> : null}
    </section>
  );
}
