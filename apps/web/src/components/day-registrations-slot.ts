import type { ViewLockReason } from '@bouwwerk/domain';
import type { ReactNode } from 'react';

/**
 * The day's registrations list (features/registrations) shown on the project detail and work order pages.
 * Features do not import each other, so the router hands the list to those pages through this slot.
 */
export interface DayRegistrationsProps {
  /** Whose registrations: a project's (GET /v1/project/{id}/registrations/{date}) or a work order's. */
  source: 'project' | 'order';
  id: number;
  /** The day, yyyy-MM-dd. */
  date: string;
  /** Hides the previous-day and next-day arrows. */
  singleDate?: boolean;
  /**
   * The page's own lock (a locked order, a project without active administration): nothing is editable. With
   * its reason the rows say why ('Werkbon gereed', 'Project afgerond').
   */
  locked?: boolean | ViewLockReason;
  /** On a work order: the signed-in employee is planned on it, so he may change its predefined material. */
  plannedOnOrder?: boolean;
  /** Called with the new day (yyyy-MM-dd) when the user steps to the previous or next day. */
  onDateChange?: (date: string) => void;
}

export type RenderDayRegistrations = (props: DayRegistrationsProps) => ReactNode;
