/** Today of the e2e server and browser, as the API writes a date (e2e-today.mjs). */
export declare const E2E_TODAY: string;
/** The moment the browser's clock starts at: 09:30 in Amsterdam on E2E_TODAY. */
export declare const E2E_NOW: Date;
