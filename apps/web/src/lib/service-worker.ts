import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker of vite-plugin-pwa (Workbox), which precaches the app shell: the app opens
 * from the home screen without a connection. A new worker does not take over by itself (registerType
 * 'prompt', no skipWaiting): a reload in the middle of a form would lose what was entered. The app's update
 * flow (X-App-Version, components/app-update-overlay.tsx) waits for unsaved work, then removes the old worker
 * and its caches and reloads into the new version.
 */
export function registerServiceWorker(): void {
  registerSW({ immediate: true });
  // A phone that allowed notices (Meldingen) tells the session signed in now its subscription; asks nothing.
  void import('../api/push-subscription').then((m) => m.keepPushSubscription()).catch(() => undefined);
}
