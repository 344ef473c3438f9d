/**
 * The Dutch e-mails of the office console's links (an invitation, a new password), which the server sends when
 * SMTP_URL is set. Kept with the other Dutch texts, spelled as the console's.
 */
export const nlOfficeMail = {
  invitation: {
    subject: (company: string) => `Uitnodiging voor Bouwwerk kantoor van ${company}`,
    body: (name: string, company: string, role: string, link: string, until: string) =>
      [
        `Beste ${name},`,
        '',
        `Je bent uitgenodigd voor het kantoor van ${company} in Bouwwerk, als ${role}.`,
        'Kies met deze link je wachtwoord; daarna ben je meteen ingelogd:',
        '',
        link,
        '',
        `De link werkt één keer en is geldig tot ${until}.`,
      ].join('\n'),
  },
  password: {
    subject: (company: string) => `Nieuw wachtwoord voor Bouwwerk kantoor van ${company}`,
    body: (name: string, company: string, link: string, until: string) =>
      [
        `Beste ${name},`,
        '',
        `Met deze link kies je een nieuw wachtwoord voor het kantoor van ${company} in Bouwwerk:`,
        '',
        link,
        '',
        `De link werkt één keer en is geldig tot ${until}. Je bent daarna op andere apparaten afgemeld.`,
        'Heb je hier niet om gevraagd? Laat het de beheerder weten.',
      ].join('\n'),
  },
};
