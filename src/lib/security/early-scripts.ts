// Inline scripts every page carries in its first bytes, before the framework's scripts arrive.
// Their hashes are part of every page's Content-Security-Policy (src/lib/security/csp.ts): a
// prerendered page lists them among its own, and a page rendered per request (nonce with
// 'strict-dynamic') allows them by hash, since it cannot give them its nonce without making
// every page dynamic.

/**
 * Keeps the browser's offer to install the app (Chromium's `beforeinstallprompt`). The offer
 * comes once per page load, once the manifest has been read, which on a prerendered page is
 * before its scripts (deferred, decision 0026) have run; a listener added by a component would
 * miss it. The offer is kept on `window.__exhaleInstall` and announced with the
 * `exhale:install` event, for the install button (src/features/pwa/components/install-button.tsx)
 * on whatever page the person opens next.
 */
export const INSTALL_CAPTURE_SCRIPT =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__exhaleInstall=e;dispatchEvent(new Event('exhale:install'))});" +
  "addEventListener('appinstalled',function(){window.__exhaleInstall=null})";

/** sha256 of INSTALL_CAPTURE_SCRIPT, as a CSP source (checked by early-scripts.test.ts). */
export const INSTALL_CAPTURE_HASH = 'sha256-kKCqa/3aKognzhyL2IXzAH1nfIoAEpSLJ/G8i6ckeNM=';
