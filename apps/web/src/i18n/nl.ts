/**
 * Every Dutch text the user sees, in one place, spelled as the specification gives it. Texts the
 * specification does not give (page titles of later screens, labels for accessibility) are ours.
 */
export const nl = {
  app: {
    name: 'Bouwwerk',
    brandLogoAlt: 'Bouwwerk',
    loading: 'Laden…',
  },
  login: {
    title: 'Inloggen',
    companyCode: 'Bedrijfscode',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    rememberMe: 'Gegevens onthouden',
    submit: 'Login',
    submitting: 'Bezig met inloggen…',
    failed: 'authentication failed',
    companyLogoAlt: (organisation: string) => `Logo van ${organisation}`,
  },
  resetPassword: {
    title: 'Reset Password',
    toLogin: 'Terug naar inloggen',
  },
  guard: {
    sessionExpired: 'Session expired',
  },
  api: {
    staleCredentials: 'Verouderde inloggegevens, log opnieuw in.',
  },
  toast: {
    reset: 'Resetten',
    close: 'Melding sluiten',
  },
  shell: {
    back: 'Terug',
    menu: 'Menu',
    settings: 'Instellingen',
    mainNavigation: 'Hoofdmenu',
    signedInAs: (fullName: string, organisationName: string) => `Aangemeld als ${fullName}, ${organisationName}`,
  },
  nav: {
    weeklyOverview: 'Weekoverzicht',
    indirect: 'Indirect',
    projects: 'Projecten',
  },
  titles: {
    weeklyOverview: 'Weekoverzicht',
    leaveOfAbsence: 'Indirect',
    projects: 'Projecten',
    createProject: 'Nieuw Project',
    project: 'Project',
    selectItem: 'Werk kiezen',
    selectPart: 'Onderdeel kiezen',
    bookHours: 'Uren boeken',
    bookMaterials: 'Materialen boeken',
    bookOtherCosts: 'Overige projectkosten',
    workOrder: 'Werkbon',
    editWorkOrder: 'Werkbon wijzigen',
    workOrderHours: 'Uren',
    workOrderMaterials: 'Materiaal',
    workOrderSignature: 'Tekenen',
    settings: 'Instellingen',
    camera: 'Camera',
  },
  placeholder: {
    notYetAvailable: 'nog niet beschikbaar',
  },
  errorPage: {
    title: 'Fout',
    message: 'Er heeft een fout plaats gevonden',
    reload: 'Bouwwerk opnieuw laden',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    message: 'Deze pagina bestaat niet.',
    toOverview: 'Naar het weekoverzicht',
    toLogin: 'Naar inloggen',
  },
} as const;
