import type { Locator, Page } from '@playwright/test';

/**
 * Sets the shared time picker (components/hours-form/time-picker.tsx) named by its label to HH:MM: it is a
 * group of an hours and a minutes list.
 */
export async function setTimePicker(scope: Page | Locator, label: string, hhmm: string): Promise<void> {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`setTimePicker: '${hhmm}' is not HH:MM`);
  const picker = scope.getByRole('group', { name: label, exact: true });
  // Hours first: at the maximum (24) the minutes are locked to 00.
  await picker.getByRole('combobox', { name: 'uren', exact: true }).selectOption(String(Number(match[1])));
  await picker.getByRole('combobox', { name: 'minuten', exact: true }).selectOption(String(Number(match[2])));
}
