/**
 * Every address of the office console, built in one place, relative to the router's basename (/kantoor).
 * Addresses are Dutch, as the office reads them.
 */
type Id = number | string;
const seg = (value: Id) => encodeURIComponent(String(value));

/** Where the server serves the console (apps/office/vite.config.ts has the same base). */
export const BASENAME = '/kantoor';

/** The query parameter of the login page that says where to go after signing in. */
export const RETURN_PARAM = 'terug';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `returnTo`: the address (within the console) to open after signing in. */
    getHref: (returnTo?: string) =>
      returnTo ? `/login?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}` : '/login',
  },
  invitation: { path: '/uitnodiging/:token', getHref: (token: string) => `/uitnodiging/${seg(token)}` },
  employees: { path: '/medewerkers', getHref: (search = '') => `/medewerkers${search}` },
  newEmployee: { path: '/medewerkers/nieuw', getHref: () => '/medewerkers/nieuw' },
  employee: { path: '/medewerkers/:id', getHref: (id: Id) => `/medewerkers/${seg(id)}` },
  projects: { path: '/projecten', getHref: (search = '') => `/projecten${search}` },
  newProject: { path: '/projecten/nieuw', getHref: () => '/projecten/nieuw' },
  project: { path: '/projecten/:id', getHref: (id: Id) => `/projecten/${seg(id)}` },
  relations: { path: '/relaties', getHref: (search = '') => `/relaties${search}` },
  newRelation: { path: '/relaties/nieuw', getHref: () => '/relaties/nieuw' },
  relation: { path: '/relaties/:id', getHref: (id: Id) => `/relaties/${seg(id)}` },
  projectGroups: { path: '/projectgroepen', getHref: (search = '') => `/projectgroepen${search}` },
  workOrders: { path: '/werkbonnen', getHref: (search = '') => `/werkbonnen${search}` },
  newWorkOrder: { path: '/werkbonnen/nieuw', getHref: () => '/werkbonnen/nieuw' },
  workOrder: { path: '/werkbonnen/:id', getHref: (id: Id) => `/werkbonnen/${seg(id)}` },
  planning: { path: '/planning', getHref: (search = '') => `/planning${search}` },
  weeks: { path: '/weken', getHref: (search = '') => `/weken${search}` },
  registrations: { path: '/registraties', getHref: (search = '') => `/registraties${search}` },
  week: {
    path: '/weken/:employeeId/:monday',
    getHref: (employeeId: Id, monday: string) => `/weken/${seg(employeeId)}/${seg(monday)}`,
  },
  users: { path: '/gebruikers', getHref: () => '/gebruikers' },
  catalogue: { path: '/catalogus', getHref: (search = '') => `/catalogus${search}` },
  account: { path: '/account', getHref: () => '/account' },
  auditLog: { path: '/logboek', getHref: (search = '') => `/logboek${search}` },
  types: { path: '/soorten', getHref: (search = '') => `/soorten${search}` },
  company: { path: '/bedrijf', getHref: () => '/bedrijf' },
};

/** Where a sign-in goes when the login page was not sent a place to return to. */
export const AFTER_SIGN_IN = paths.employees.getHref();

/**
 * The address to return to after signing in, if it is one of the console's own: a path within the basename,
 * never another site (`//elsewhere`) nor the login page itself.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return AFTER_SIGN_IN;
  if (value === paths.login.path || value.startsWith(`${paths.login.path}?`)) return AFTER_SIGN_IN;
  return value;
}

/** The console's address of a browser location (pathname, search), without the basename. */
export function withinBasename(pathname: string, search = ''): string {
  const inside = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) : pathname;
  return `${inside || '/'}${search}`;
}
