// The public entry of the Planbord: its calendar, which Weken counts its weeks and days with.
export {
  addDays,
  formatDay,
  formatHours,
  formatWeekday,
  formatDayMonth,
  isoWeek,
  isValidDate,
  mondayOf,
  today,
} from './lib/board-dates';
export { hasWords } from './lib/search-words';
