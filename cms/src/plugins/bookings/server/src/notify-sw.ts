// The desk's service worker for the reader's push notices (issue 42), served by the CMS at
// /bookings/notify-sw.js with the scope /bookings/notify/: on the admin's own origin (the public
// origin, through the gateway), apart from the site's own service worker (scope /, the SPA's) and
// not in control of any admin page: it only shows her notices and opens the desk page each names.
export const NOTIFY_SERVICE_WORKER = `'use strict';
const DESK = '/admin/plugins/bookings';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch (e) {
    notice = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || 'Bookings', {
      body: notice.body || '',
      tag: notice.tag || undefined,
      data: { url: notice.url || DESK },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of this origin: a notice never opens elsewhere.
  let url = new URL(DESK, self.location.origin);
  try {
    const asked = new URL((event.notification.data && event.notification.data.url) || DESK, self.location.origin);
    if (asked.origin === self.location.origin) url = asked;
  } catch (e) {}
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (new URL(w.url).pathname.startsWith('/admin') && 'navigate' in w) {
          return w.navigate(url.href).then((c) => (c || w).focus());
        }
      }
      return self.clients.openWindow(url.href);
    }),
  );
});
`;
