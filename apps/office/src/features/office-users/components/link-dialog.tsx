import type { InvitationLink } from '@bouwwerk/domain';
import { SecretDialog } from '../../../components/secret-dialog';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';

/** A link just made (an invitation, a new password), shown once with its expiry, to hand over. */
export function LinkDialog({ answer, onClose }: { answer: InvitationLink; onClose: () => void }) {
  const { invitation, link } = answer;
  const forPassword = invitation.purpose === 'password';
  const title = forPassword ? nl.users.passwordLinkTitle : nl.users.inviteLinkTitle;
  return (
    <SecretDialog title={title} label={title} secret={link} onClose={onClose}>
      <p>{forPassword ? nl.users.passwordLinkIntro(invitation.name) : nl.users.inviteLinkIntro(invitation.name)}</p>
      <p>{nl.users.validUntil(formatDateTime(invitation.expiresAt))}</p>
      {answer.emailed && <p>{nl.users.emailed(invitation.email)}</p>}
    </SecretDialog>
  );
}
