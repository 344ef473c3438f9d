// The day the browser tests live on, whatever the calendar says: the e2e server seeds the demo week around it
// and takes it as today (FIXED_TODAY), and every browser context's clock starts on it (fixtures.ts).
// A Tuesday: the seed has booked Monday, and Wednesday to Friday are still planned and open, so every test
// finds a past workday, an open planned day and the days ahead it needs.

/** Today of the e2e server and browser, as the API writes a date. */
export const E2E_TODAY = '2026-11-24';

/** The moment the browser's clock starts at: 09:30 in Amsterdam on E2E_TODAY; it runs on from there. */
export const E2E_NOW = new Date(`${E2E_TODAY}T08:30:00Z`);
