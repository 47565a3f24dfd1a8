/** A plausible email address: the browser check before a request; the server decides for real. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
