import { createTranslator } from 'next-intl';
import { isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple, accessible email with one action button, as HTML and plain text. */
function layout(locale: Locale, parts: { greeting: string; paragraphs: string[]; action: string; url: string; footer: string[] }) {
  const text = [parts.greeting, '', ...parts.paragraphs, '', `${parts.action}: ${parts.url}`, '', ...parts.footer].join('\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f6f8f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#14211d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#0f6a57;padding-bottom:16px">Exhale</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p style="margin:0 0 12px">${escape(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`).join('\n')}
<p style="margin:20px 0"><a href="${escape(parts.url)}" style="display:inline-block;background:#0f6a57;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:12px">${escape(parts.action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#4a5a55;word-break:break-all">${escape(parts.url)}</p>
${parts.footer.map((p) => `<p style="margin:0 0 8px;font-size:13px;color:#4a5a55">${escape(p)}</p>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}

export type EmailKind = 'verify' | 'reset' | 'passwordChanged' | 'signInLink' | 'emailChanged';

/** Notices about a change already made: they are not something to ignore. */
const NOTICES = new Set<EmailKind>(['passwordChanged', 'emailChanged']);

/**
 * An account email (address confirmation, sign-in link, password reset, password changed, email
 * changed) in the user's language. `details` fills the placeholders of the body (e.g. newEmail).
 */
export async function renderAccountEmail(kind: EmailKind, localeValue: string, name: string, url: string, details: Record<string, string> = {}): Promise<RenderedEmail> {
  const locale: Locale = isLocale(localeValue) ? localeValue : 'en';
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'emails' });
  const paragraphs =
    kind === 'passwordChanged' ? [t('passwordChanged.body')]
    : kind === 'emailChanged' ? [t('emailChanged.body', { newEmail: details.newEmail ?? '' })]
    : [t(`${kind}.body`), t(`${kind}.expiry`)];
  const { text, html } = layout(locale, {
    greeting: name.trim() ? t('greeting', { name }) : t('greetingNoName'),
    paragraphs,
    action: t(`${kind}.action`),
    url,
    footer: NOTICES.has(kind) ? [t('signature')] : [t('ignore'), t('signature')],
  });
  return { subject: t(`${kind}.subject`), text, html };
}
