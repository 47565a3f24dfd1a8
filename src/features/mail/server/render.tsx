import { render } from '@react-email/components';
import { createTranslator } from 'next-intl';
import { isLocale, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { AccountEmail } from '../templates/account-email';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The plain-text part: the same words, the link written out. */
function plainText(parts: { greeting: string; paragraphs: string[]; action: string; url: string; footer: string[] }): string {
  return [parts.greeting, '', ...parts.paragraphs, '', `${parts.action}: ${parts.url}`, '', ...parts.footer].join('\n');
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
  const parts = {
    greeting: name.trim() ? t('greeting', { name }) : t('greetingNoName'),
    paragraphs,
    action: t(`${kind}.action`),
    url,
    footer: NOTICES.has(kind) ? [t('signature')] : [t('ignore'), t('signature')],
  };
  const html = await render(<AccountEmail lang={locale} preview={paragraphs[0]!} linkHint={t('linkHint')} {...parts} />);
  const text = plainText(parts);
  return { subject: t(`${kind}.subject`), text, html };
}
