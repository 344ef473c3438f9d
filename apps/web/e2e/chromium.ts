import type { LaunchOptions } from '@playwright/test';

/**
 * Watched (`--headed`, `--debug`, `--ui`), the tests need the full browser; else they run in its headless shell,
 * as Playwright's own headless Chromium does. The full browser's headless mode also runs the browser's window
 * with its own web UI, a renderer of its own for every context: on two cores the same spec took 2.2 minutes in
 * it and 1.4 in the shell.
 */
const watched =
  ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) || Boolean(process.env.PWDEBUG);

/** Debian's Chromium (no browser is ever downloaded), quiet: no updates, sync or first-run screens. */
export const chromiumLaunchOptions = {
  executablePath: watched ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;

/**
 * For the specs that open the camera: Chromium's fake camera (a test pattern), allowed without asking.
 * `test.use(withFakeCamera)` in the spec.
 */
export const withFakeCamera = {
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
};

/**
 * For the specs that open a PDF in a new tab, as a phone's browser shows it: the full browser, whose PDF
 * viewer the headless shell lacks (there the tab downloads the PDF under its object URL's name).
 * `test.use(withPdfViewer)` in the spec.
 */
export const withPdfViewer = {
  launchOptions: { ...chromiumLaunchOptions, executablePath: '/usr/bin/chromium' },
};
