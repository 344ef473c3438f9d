import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (no browser is ever downloaded), quiet: no updates, sync or first-run screens. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
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
