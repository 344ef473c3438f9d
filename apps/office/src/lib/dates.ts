/** A moment as the office reads it in a table: "2 dec 2026, 14:05", in Dutch time wherever the browser is. */
const dateTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
