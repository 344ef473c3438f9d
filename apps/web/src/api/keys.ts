import { formatDate, weekStart } from '@bouwwerk/domain';
import type { DayRegistrationsProps } from '../components/day-registrations-slot';
import type { Passport } from '../state/passport';

/** Whose data a cache entry is: the company code and the employee, as a sign-in names them. */
export type Account = Pick<Passport, 'organisation' | 'userID'>;

/** Which day list of registrations: a project's or a work order's, on one day (yyyy-MM-dd). */
export type RegistrationsSource = Pick<DayRegistrationsProps, 'source' | 'id' | 'date'>;

/**
 * Every cache key of the app, in one place. Each starts with the account's own prefix, the company code
 * lowercased (as the server compares it) and the employee id, so switching accounts on a shared phone never
 * shows another account's data, and everything one account has cached can be found, kept or cleared by
 * that prefix alone. The key of a read is built here and nowhere else, so the read and the writes that
 * change it cannot disagree about it.
 */
export function accountKeys(account: Account) {
  const all = ['account', account.organisation.trim().toLowerCase(), account.userID] as const;
  return {
    /** Everything cached for the account. */
    all,
    rights: () => [...all, 'rights'] as const,

    /** Every week of the week overview; one entry per week (keyed by its Monday), shared by all its days. */
    weekOverviews: () => [...all, 'week-overview'] as const,
    weekOverview: (date: Date) => [...all, 'week-overview', formatDate(weekStart(date), 'api')] as const,

    /** Every day's registrations of every project and order. */
    allDayRegistrations: () => [...all, 'day-registrations'] as const,
    dayRegistrations: ({ source, id, date }: RegistrationsSource) =>
      [...all, 'day-registrations', source, id, date] as const,

    /** Whether the week of this Monday (yyyy-MM-dd) is submitted ('Week indienen'). */
    weekSubmission: (monday: string) => [...all, 'week-submission', monday] as const,

    projects: () => [...all, 'projects'] as const,
    /** Every project's day (planning, colleagues, the employee's registrations). */
    projectDays: () => [...all, 'project-day'] as const,
    projectDay: (id: number, date: Date) => [...all, 'project-day', id, formatDate(date, 'api')] as const,
    works: (projectId: number | null) => [...all, 'works', projectId] as const,
    parts: (workId: number | null) => [...all, 'parts', workId] as const,
    relations: () => [...all, 'relations'] as const,
    projectGroups: () => [...all, 'project-groups'] as const,

    /** Without a date: every day's copy of the order (the planned colleagues differ per day). */
    workOrder: (id: number, date?: Date) =>
      date ? ([...all, 'work-order', id, formatDate(date, 'api')] as const) : ([...all, 'work-order', id] as const),
    /** The list of the order's photos; a photo's bytes never change, so they are kept by its id apart from it. */
    workOrderPhotos: (id: number) => [...all, 'work-order-photos', id] as const,
    /** A photo's JPEG, the thumbnail or the photo itself. */
    workOrderPhotoImage: (photoId: number, size: 'thumbnail' | 'full') =>
      [...all, 'work-order-photo', photoId, size] as const,

    hourTypes: () => [...all, 'hour-types'] as const,
    otherCostTypes: () => [...all, 'other-cost-types'] as const,
    indirectWorkTypes: () => [...all, 'indirect-work-types'] as const,
    materials: () => [...all, 'materials'] as const,
  };
}

export type AccountKeys = ReturnType<typeof accountKeys>;
