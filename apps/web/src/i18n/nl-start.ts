/**
 * The Dutch texts of the screens a first visit shows before anyone has signed in: the login screen, the
 * saved accounts on it, the app's frame (toasts, the offline notice, the error page) and the screens' titles.
 * They live beside nl.ts rather than in it so the login screen does not download every screen's texts;
 * nl.ts includes them, so `nl` still has every text. Spelled and kept as nl.ts is.
 */
export const nlStart = {
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
  guard: {
    sessionExpired: 'Session expired',
  },
  toast: {
    reset: 'Resetten',
    close: 'Melding sluiten',
  },
  unsavedChanges: {
    title: 'Onopgeslagen wijzigingen',
    /** What leaving a form with something typed and not saved says (specification: Unsaved-changes modals). */
    notes: 'Er zijn notities gevonden die nog niet zijn opgeslagen.',
    continue: 'Doorgaan',
    back: 'Terug',
  },
  modal: {
    close: 'Sluiten',
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
  accounts: {
    menu: 'Medewerkers',
    open: (fullName: string) => `Medewerkers, aangemeld als ${fullName}`,
    savedUsers: 'Medewerkers op dit toestel',
    active: 'Actief',
    switchTo: (fullName: string, organisationName: string) => `Wissel naar ${fullName}, ${organisationName}`,
    remove: (fullName: string, organisationName: string) => `Verwijder ${fullName}, ${organisationName}`,
    removed: (fullName: string) => `${fullName} is van dit toestel verwijderd.`,
    add: 'Medewerker toevoegen',
    companyCode: 'Bedrijfscode',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    submit: 'Toevoegen',
    submitting: 'Bezig met toevoegen…',
    close: 'Sluiten',
    added: (fullName: string) => `${fullName} is toegevoegd.`,
    /** A 401 on adding an employee (error catalogue), 5 seconds. */
    noRights: 'Medewerker heeft geen rechten',
    addFailed: 'Toevoegen is niet gelukt. Controleer de verbinding en probeer opnieuw.',
    unsavedWork:
      'Er zijn gegevens ingevoerd die nog niet zijn opgeslagen. Bij het wisselen van medewerker gaan die verloren.',
    /** Removing an account always asks first (a trash icon is easily hit with gloves on). */
    removeTitle: 'Medewerker verwijderen?',
    removeQuestion: (fullName: string, organisationName: string) =>
      `${fullName} (${organisationName}) van dit toestel verwijderen? Daarna moet deze medewerker opnieuw worden toegevoegd.`,
    removeButton: 'Verwijderen',
    /** Removing an account whose outbox still holds writes the server does not have. */
    removeUnsent: (fullName: string, count: number) =>
      `${fullName} heeft nog ${count === 1 ? '1 boeking' : `${count} boekingen`} op dit toestel die niet ${
        count === 1 ? 'is' : 'zijn'
      } verstuurd. Bij verwijderen ${count === 1 ? 'gaat die' : 'gaan die'} verloren.`,
    removeConfirm: 'Toch verwijderen',
    cancel: 'Annuleren',
  },
  offline: {
    notice:
      'Geen verbinding met de server. Wat u opslaat, blijft op dit toestel en wordt verstuurd zodra er verbinding is.',
    /** Where IndexedDB cannot be used (some private modes): online everything works, offline nothing is kept. */
    bookingOff:
      'Offline boeken staat uit: deze browser bewaart niets op het toestel. Opslaan lukt alleen met verbinding.',
  },
  errorPage: {
    title: 'Fout',
    message: 'Er heeft een fout plaats gevonden',
    reload: 'Bouwwerk opnieuw laden',
  },
  outbox: {
    /** The outbox page: the account's writes the server does not have yet. */
    title: 'Niet verstuurd',
  },
} as const;
