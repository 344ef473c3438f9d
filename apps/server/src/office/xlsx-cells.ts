/**
 * A calendar day (yyyy-MM-dd) as a spreadsheet's date cell: its UTC midnight, as exceljs writes a Date, so the
 * cell shows that day whatever the server's time zone. The server's sheets and the sheet's thread
 * (registrations-sheet-worker.ts) both write days.
 */
export const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);
