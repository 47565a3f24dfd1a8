// The caches of the installed app, shared by the service worker (src/sw/worker.ts) and the pages.
/** Pages as last seen online, for reading them again offline. Emptied at sign-out. */
export const PAGES_CACHE = 'exhale-pages';
/** The framework's hashed scripts and styles, and the images: the same for everyone. */
export const STATIC_CACHE = 'exhale-static';
/** The signed-in person's last programme data (kept by the page, not the worker). Emptied at sign-out. */
export const PERSONAL_CACHE = 'exhale-personal';
/** The message a page sends the worker with the addresses it loaded before the worker was there. */
export const WARM_HEADER = 'x-exhale-warm';
