/** Hours as HH:MM text (the time pickers) and as decimal hours (the API), specification section 5. */

const HH_MM = /^(\d{1,3}):([0-5]\d)$/;

/**
 * Hours are booked in whole minutes, and sums of decimal hours drift (7.999…): amounts less than half a minute
 * apart are the same, and a shortfall below it is none.
 */
export const HALF_A_MINUTE = 1 / 120;

export const sameHours = (a: number, b: number) => Math.abs(a - b) < HALF_A_MINUTE;

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

/** One tap of the hour steppers: a quarter of an hour. */
export const STEP_MINUTES = 15;

/**
 * Hours after a stepper tap, in whole minutes: up or down to the next quarter of an hour (07:40 + 0:15 is 07:45,
 * not 07:55, so the steppers always land on a quarter), never below 00:00 and never above `max` hours.
 */
export function stepHours(hours: number, direction: 1 | -1, max = 24): number {
  const minutes = Math.max(0, Math.round(hours * 60));
  const onQuarter = minutes % STEP_MINUTES === 0;
  const next =
    direction === 1
      ? (Math.floor(minutes / STEP_MINUTES) + 1) * STEP_MINUTES
      : (onQuarter ? minutes / STEP_MINUTES - 1 : Math.floor(minutes / STEP_MINUTES)) * STEP_MINUTES;
  return Math.min(max * 60, Math.max(0, next)) / 60;
}

/**
 * The one-tap hour choices beside the time picker: 04:00, 08:00 and the day's remaining hours when known,
 * above 00:00 and not already one of them; in ascending order, within `max`.
 */
export function hourPresets(remaining?: number, max = 24): number[] {
  const presets = [4, 8];
  if (remaining !== undefined && remaining > 0) {
    const rounded = Math.round(remaining * 60) / 60;
    if (!presets.some((p) => Math.abs(p - rounded) < 1e-9)) presets.push(rounded);
  }
  return presets.filter((p) => p <= max).sort((a, b) => a - b);
}
