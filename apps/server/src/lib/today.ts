import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import type { Config } from '../config';

/**
 * The calendar date the server takes as today (at local midnight, as todayInAmsterdam gives it): FIXED_TODAY
 * where a demonstration or a browser test sets one, so that it shows the same week on any day; else the date
 * it is now in Amsterdam. Only the date is fixed: tokens, limits and timestamps keep the real clock.
 */
export function serverToday(config: Pick<Config, 'fixedToday'>, now = new Date()): Date {
  return (config.fixedToday && parseDate(config.fixedToday, 'api')) || todayInAmsterdam(now);
}

/** An instant on the server's today for the demo seed, which reads its date in Amsterdam: noon UTC is that date there in every season. */
export function seedMoment(config: Pick<Config, 'fixedToday'>, now = new Date()): Date {
  return config.fixedToday ? new Date(`${config.fixedToday}T12:00:00Z`) : now;
}
