/* global self */
/*
 * Web Push in the app's service worker (imported by the Workbox worker, vite.config.ts): shows the server's
 * notice ("Planning voor morgen gewijzigd") and opens its day on a tap. Plain script: it runs in the worker.
 */
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  const title = typeof notice.title === 'string' ? notice.title : 'Planning voor morgen gewijzigd';
  // Only a path of this app is opened: never another site, whatever a message says.
  const url = typeof notice.url === 'string' && /^\/(?!\/)/.test(notice.url) ? notice.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : 'planning',
      lang: 'nl',
      icon: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
