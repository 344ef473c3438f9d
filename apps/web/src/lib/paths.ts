import { formatDate } from '@bouwwerk/domain';

/**
 * Every URL of the app, built in one place: `path` is the router pattern of the specification's route
 * table, `getHref` builds a link to it. Dates in URLs are MM-dd-yyyy.
 */
type Id = number | string;
const routeDate = (date: Date) => formatDate(date, 'route');
const seg = (value: Id) => encodeURIComponent(String(value));

/**
 * What an hours form starts with when a planned item is booked ('Boek geplande uren'): decimal hours and an
 * hour type, as the query parameters `hours` and `hourType`. The form still lets the user change both.
 */
export interface HoursPrefill {
  hours: number;
  hourType?: Id;
}
const setPrefill = (query: URLSearchParams, prefill?: HoursPrefill) => {
  if (!prefill) return;
  query.set('hours', String(prefill.hours));
  if (prefill.hourType !== undefined) query.set('hourType', String(prefill.hourType));
};

/** The three booking modes of the project screens; '' is the plain variant (select/item, select/:task/part). */
export type BookingMode = '' | 'hours' | 'materials' | 'op';
const modePrefix = (mode: BookingMode) => (mode ? `/select/${mode}` : '/select');

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  resetPassword: { path: '/reset/password', getHref: () => '/reset/password' },

  weeklyOverview: {
    path: '/weekly/overview',
    getHref: () => '/weekly/overview',
  },
  weeklyOverviewDate: {
    path: '/weekly/overview/:date',
    getHref: (date: Date) => `/weekly/overview/${routeDate(date)}`,
  },

  leaveOfAbsence: {
    path: '/leaveofabsence',
    /** From a planned indirect item: the form starts on its day, type and hours (query parameters, as select/item). */
    getHref: (planned?: { date: Date; indirectwerkId: Id; hours: number }) =>
      planned
        ? `/leaveofabsence?date=${routeDate(planned.date)}&type=${seg(planned.indirectwerkId)}&hours=${planned.hours}`
        : '/leaveofabsence',
  },
  leaveOfAbsenceEdit: {
    path: '/leaveofabsence/:indirect/:date/:hours/:indirectwerkId/:remark?/:validated?',
    getHref: (p: { indirect: Id; date: Date; hours: Id; indirectwerkId: Id; remark?: string; validated?: Id }) => {
      const base = `/leaveofabsence/${seg(p.indirect)}/${routeDate(p.date)}/${seg(p.hours)}/${seg(p.indirectwerkId)}`;
      // :validated is only reachable behind :remark, so an empty remark still takes its place.
      if (p.validated !== undefined) return `${base}/${seg(p.remark ?? '')}/${seg(p.validated)}`;
      return p.remark ? `${base}/${seg(p.remark)}` : base;
    },
  },

  selectProject: { path: '/select/project', getHref: () => '/select/project' },
  createProject: { path: '/create/project', getHref: () => '/create/project' },
  project: {
    path: '/project/:project',
    getHref: (project: Id) => `/project/${seg(project)}`,
  },
  /** Named select/project/details in the specification. */
  projectDetails: {
    path: '/project/:project/:date',
    getHref: (project: Id, date: Date) => `/project/${seg(project)}/${routeDate(date)}`,
  },

  /**
   * The project (and day) to book on travel as query parameters `project` and `date` (MM-dd-yyyy), as the
   * order does on select/order, so a booking started from an overview card survives a reload.
   */
  selectItem: {
    paths: ['/select/item', '/select/hours/item', '/select/materials/item', '/select/op/item'],
    /** `prefill` (hours mode): the planned hours the form is to start with, carried on to it (see HoursPrefill). */
    getHref: (mode: BookingMode = '', target?: { project: Id; date: Date }, prefill?: HoursPrefill) => {
      const query = new URLSearchParams();
      if (target) {
        query.set('project', String(target.project));
        query.set('date', routeDate(target.date));
      }
      setPrefill(query, prefill);
      const search = query.toString();
      return `${modePrefix(mode)}/item${search ? `?${search}` : ''}`;
    },
  },
  selectPart: {
    paths: ['/select/:task/part', '/select/hours/:task/part', '/select/materials/:task/part', '/select/op/:task/part'],
    /** The project and day travel on as query parameters, as on select/item. */
    getHref: (task: Id, mode: BookingMode = '', target?: { project: Id; date: Date }) =>
      `${modePrefix(mode)}/${seg(task)}/part${target ? `?project=${seg(target.project)}&date=${routeDate(target.date)}` : ''}`,
  },
  submit: {
    path: '/select/:task/part/:type/:part/submit',
    hoursPath: '/select/:task/part/:type/:part/submit/hours',
    materialsPath: '/select/:task/part/:type/:part/submit/materials',
    opPath: '/select/:task/part/:type/:part/submit/op',
    /**
     * `date`, the day to book on, travels as the query parameter `date` (MM-dd-yyyy); without it, today.
     * `project`, when known, as `project`: the breadcrumb and the way back to the project's day.
     * `prefill` (hours form only): see HoursPrefill.
     */
    getHref: (p: {
      task: Id;
      type: Id;
      part: Id;
      form: 'hours' | 'materials' | 'op';
      date?: Date;
      project?: Id;
      prefill?: HoursPrefill;
    }) => {
      const query = new URLSearchParams();
      if (p.project !== undefined) query.set('project', String(p.project));
      if (p.date) query.set('date', routeDate(p.date));
      setPrefill(query, p.prefill);
      const search = query.toString();
      return `/select/${seg(p.task)}/part/${seg(p.type)}/${seg(p.part)}/submit/${p.form}${search ? `?${search}` : ''}`;
    },
  },

  order: { path: '/order/:order', getHref: (order: Id) => `/order/${seg(order)}` },
  /** Named select/order in the specification's order children. */
  orderDetail: {
    path: '/order/:order/detail/:date',
    getHref: (order: Id, date: Date) => `/order/${seg(order)}/detail/${routeDate(date)}`,
  },
  orderEdit: {
    path: '/order/:order/edit/:date',
    getHref: (order: Id, date: Date) => `/order/${seg(order)}/edit/${routeDate(date)}`,
  },
  orderSubmit: {
    path: '/order/:order/submit',
    hoursPath: '/order/:order/submit/uren',
    materialsPath: '/order/:order/submit/materiaal',
    signaturePath: '/order/:order/submit/tekenen/:date',
    /**
     * `date`, the day to book on, travels as the query parameter `date` (MM-dd-yyyy); without it, the kept day or
     * today. `prefill`: see HoursPrefill.
     */
    getHoursHref: (order: Id, date?: Date, prefill?: HoursPrefill) => {
      const query = new URLSearchParams();
      if (date) query.set('date', routeDate(date));
      setPrefill(query, prefill);
      const search = query.toString();
      return `/order/${seg(order)}/submit/uren${search ? `?${search}` : ''}`;
    },
    /** `date`, the day to book on, travels as the query parameter `date` (MM-dd-yyyy); without it, today. */
    getMaterialsHref: (order: Id, date?: Date) =>
      `/order/${seg(order)}/submit/materiaal${date ? `?date=${routeDate(date)}` : ''}`,
    getSignatureHref: (order: Id, date: Date) => `/order/${seg(order)}/submit/tekenen/${routeDate(date)}`,
  },
  /**
   * The work order page reached from 'Werk Boeken'; the order travels as the query parameter `order`, the day
   * to book on as `date` (MM-dd-yyyy).
   */
  selectOrder: {
    path: '/select/order',
    getHref: (order?: Id, date?: Date) =>
      order === undefined
        ? '/select/order'
        : `/select/order?order=${seg(order)}${date ? `&date=${routeDate(date)}` : ''}`,
  },

  settings: { path: '/settings/', getHref: () => '/settings/' },
  /** The account's writes not yet sent; `seq` scrolls to one of them. */
  outbox: {
    path: '/outbox',
    getHref: (seq?: number) => (seq === undefined ? '/outbox' : `/outbox#outbox-item-${seq}`),
  },
  /** The order whose photos are taken travels as `order`, its day as `date` (MM-dd-yyyy); without them, just the camera. */
  camera: {
    path: '/camera',
    getHref: (order?: { id: Id; date: Date }) =>
      order ? `/camera?order=${seg(order.id)}&date=${routeDate(order.date)}` : '/camera',
  },

  /** Not a screen: the company logo, public so the login screen can show it. */
  companyAsset: {
    getHref: (organisation: string, logoExt: string) => `/company-assets/${seg(organisation.trim())}.${seg(logoExt)}`,
  },
} as const;
