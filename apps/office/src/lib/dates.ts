/** A moment as the office reads it in a table: "2 dec 2026, 14:05", in Dutch time wherever the browser is. */
const dateTime = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A calendar date as the API writes it (yyyy-mm-dd), as the office reads it: "24 nov 2026". No time zone moves it. */
const calendarDate = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatDate = (date: string | null) =>
  date === null ? '' : calendarDate.format(new Date(`${date}T00:00:00Z`));
