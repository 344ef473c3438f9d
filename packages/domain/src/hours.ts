/** Hours as HH:MM text (the time pickers) and as decimal hours (the API), specification section 5. */

const HH_MM = /^(\d{1,3}):([0-5]\d)$/;

/** '07:30' -> 7.5. Returns null for text that is not HH:MM with minutes below 60. */
export function hhmmToDecimal(value: string): number | null {
  const match = HH_MM.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) + Number(match[2]) / 60;
}

/** 7.5 -> '07:30'. Rounds to whole minutes, as the specification displays hours. Negative input is 00:00. */
export function decimalToHhmm(hours: number): string {
  const totalMinutes = Math.max(0, Math.round(hours * 60));
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Remaining hours of a day: working time minus worked time, floored at 0. */
export function remainingHours(workingHours: number, hoursWorked: number): number {
  return Math.max(0, workingHours - hoursWorked);
}

export const DEFAULT_HOURS = '08:00';
