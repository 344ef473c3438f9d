import { nlOfficeMail } from '@bouwwerk/texts/nl-office-mail';
import type { InvitationLink } from '@bouwwerk/domain';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';

/** A link to hand over, and to whom and for what: what an e-mail about it says. */
export interface LinkMail extends Omit<InvitationLink, 'emailed'> {
  companyName: string;
}

export interface Mailer {
  /** Sends the link; false when the mail server refused it or could not be reached (the link stands). */
  sendLink(mail: LinkMail): Promise<boolean>;
}

const until = (iso: string) =>
  new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });

/**
 * The office's mail: with SMTP_URL set, invitation and password links go out by e-mail as well as being shown
 * to the beheerder; without it there is no mailer and nothing changes. A failed send is logged by the caller
 * and never undoes the link.
 */
export function createMailer(config: Pick<Config, 'smtp'>): Mailer | null {
  if (!config.smtp) return null;
  const { from } = config.smtp;
  const transport = createTransport(config.smtp.url);
  return {
    async sendLink({ invitation, link, companyName }) {
      const text =
        invitation.purpose === 'invitation'
          ? nlOfficeMail.invitation.body(
              invitation.name,
              companyName,
              invitation.role,
              link,
              until(invitation.expiresAt),
            )
          : nlOfficeMail.password.body(invitation.name, companyName, link, until(invitation.expiresAt));
      const subject =
        invitation.purpose === 'invitation'
          ? nlOfficeMail.invitation.subject(companyName)
          : nlOfficeMail.password.subject(companyName);
      try {
        await transport.sendMail({ from, to: invitation.email, subject, text });
        return true;
      } catch {
        return false;
      }
    },
  };
}
