/**
 * A readable marker next to the httpOnly session cookie, so static pages can show the signed-in
 * controls without asking the server. It grants nothing: every server check reads the session.
 */
export const SIGNED_IN_COOKIE = 'exhale-signed-in';
