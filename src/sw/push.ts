// Push notifications (the reminders): what a push message carries, the notification it shows and
// where a tap on it leads. The sender's side is the reminders' scheduler; this is the contract:
// JSON { "title": string, "body": string, "url": string, "tag"?: string }.

export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin address, absolute. */
  url: string;
  tag?: string;
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);

/**
 * The notification a push message asks for, or null for anything that is not one: not JSON, a
 * field missing or of the wrong type, or an address on another site.
 */
export function parsePushPayload(raw: string | null | undefined, origin: string): PushPayload | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, 120);
  const body = text(fields.body, 400);
  const url = sameOriginUrl(fields.url, origin);
  if (!title || !body || !url) return null;
  const payload: PushPayload = { title, body, url };
  if (fields.tag !== undefined) {
    const tag = text(fields.tag, 64);
    if (!tag) return null;
    payload.tag = tag;
  }
  return payload;
}

/** `value` as an absolute address on `origin` (a path is read against it); null for any other. */
export function sameOriginUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value || value.length > 2000) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
  } catch {
    return null;
  }
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/**
 * After a tap on a notification: focus a tab of the site that shows the address (or any tab of
 * the site, taken there), or open the address in a new one.
 */
export async function openNotificationTarget(
  target: string,
  origin: string,
  windows: readonly WindowClientLike[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<void> {
  const url = sameOriginUrl(target, origin);
  if (!url) return;
  const ours = windows.filter((w) => sameOriginUrl(w.url, origin));
  const exact = ours.find((w) => w.url === url);
  if (exact) {
    await exact.focus();
    return;
  }
  const any = ours[0];
  if (any?.navigate) {
    await any.focus();
    await any.navigate(url);
    return;
  }
  await openWindow(url);
}

/** Adds the push and notification-click handlers to the service worker. */
export function listenForPush(sw: ServiceWorkerGlobalScope, icon: string): void {
  const origin = sw.location.origin;
  sw.addEventListener('push', (event) => {
    const payload = parsePushPayload(event.data?.text(), origin);
    if (!payload) return;
    event.waitUntil(
      sw.registration.showNotification(payload.title, {
        body: payload.body,
        icon,
        badge: icon,
        tag: payload.tag,
        data: { url: payload.url },
      }),
    );
  });
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = (event.notification.data as { url?: unknown } | null)?.url;
    if (typeof target !== 'string') return;
    event.waitUntil(
      sw.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) => openNotificationTarget(target, origin, windows, (url) => sw.clients.openWindow(url))),
    );
  });
}
