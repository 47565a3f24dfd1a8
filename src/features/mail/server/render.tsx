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

/** The plain-text part: the same words, a blank line between paragraphs, the links written out as the language writes "label: address". */
function plainText(t: EmailTranslator, parts: EmailParts): string {
  const line = (label: string, url: string) => t('linkLine', { label, url });
  const links = parts.links?.flatMap((link) => ['', line(link.label, link.url)]) ?? [];
  return [parts.greeting, '', ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']), line(parts.action, parts.url), '', ...parts.footer, ...links].join('\n');
}

/** The `emails` words of a language (English for an unknown one), with the locale chosen. */
export async function translatorFor(localeValue: string) {
  const locale: Locale = isLocale(localeValue) ? localeValue : 'en';
  return { locale, t: createTranslator({ locale, messages: await loadMessages(locale), namespace: 'emails' }) };
}

export type EmailTranslator = Awaited<ReturnType<typeof translatorFor>>['t'];

export interface EmailParts {
  greeting: string;
  paragraphs: string[];
  action: string;
  url: string;
  footer: string[];
  links?: Array<{ label: string; url: string }>;
}

/** "Hello Mia," or, without a name, "Hello,". */
export function greetingOf(t: EmailTranslator, name: string): string {
  return name.trim() ? t('greeting', { name }) : t('greetingNoName');
}

/** The HTML (titled with the subject) and plain-text bodies of an email in the one layout every email uses. */
export async function renderParts(locale: Locale, t: EmailTranslator, parts: EmailParts, subject: string): Promise<{ text: string; html: string }> {
  const html = await render(<AccountEmail lang={locale} title={subject} preview={parts.paragraphs[0]!} linkHint={t('linkHint')} {...parts} />);
  return { html, text: plainText(t, parts) };
}

export type EmailKind = 'verify' | 'reset' | 'passwordChanged' | 'signInLink' | 'emailChanged' | 'emailRestored' | 'deletionLink' | 'accountDeleted';

/** Notices about a change already made: they are not something to ignore. */
const NOTICES = new Set<EmailKind>(['passwordChanged', 'emailChanged', 'emailRestored', 'accountDeleted']);

/**
 * An account email (address confirmation, sign-in link, password reset, password changed, email
 * changed) in the user's language. `details` fills the placeholders of the body (e.g. newEmail).
 */
export async function renderAccountEmail(kind: EmailKind, localeValue: string, name: string, url: string, details: Record<string, string> = {}): Promise<RenderedEmail> {
  const { locale, t } = await translatorFor(localeValue);
  const paragraphs =
    kind === 'passwordChanged' ? [t('passwordChanged.body')]
    : kind === 'emailChanged' ? [t('emailChanged.body', { newEmail: details.newEmail ?? '' })]
    : kind === 'emailRestored' ? [t('emailRestored.body', { previousEmail: details.previousEmail ?? '' }), t('emailRestored.ifYou', { previousEmail: details.previousEmail ?? '' })]
    : kind === 'accountDeleted' ? [t('accountDeleted.body'), t('accountDeleted.kept')]
    : [t(`${kind}.body`), t(`${kind}.expiry`)];
  const parts = {
    greeting: greetingOf(t, name),
    paragraphs,
    action: t(`${kind}.action`),
    url,
    footer: NOTICES.has(kind) ? [t('signature')] : [t('ignore'), t('signature')],
  };
  const subject = t(`${kind}.subject`);
  return { subject, ...(await renderParts(locale, t, parts, subject)) };
}

export interface CertificationEmailInput {
  locale: string;
  name: string;
  /** The milestone in words, in the recipient's language. */
  milestone: string;
  certificateUrl: string;
  /** "View in browser": the same email as a web page (absent on that page itself). */
  viewUrl?: string;
  unsubscribeUrl?: string;
}

/** The certification email: congratulation, the milestone, the certificate, and the way out. */
export async function renderCertificationEmail(input: CertificationEmailInput): Promise<RenderedEmail & { parts: ReturnType<typeof certificationParts> }> {
  const { locale, t } = await translatorFor(input.locale);
  const parts = certificationParts(t, input);
  const subject = t('certification.subject', { milestone: input.milestone });
  return { subject, ...(await renderParts(locale, t, parts, subject)), parts };
}

export function certificationParts(t: EmailTranslator, input: CertificationEmailInput) {
  const links = [
    ...(input.viewUrl ? [{ label: t('viewInBrowser'), url: input.viewUrl }] : []),
    ...(input.unsubscribeUrl ? [{ label: t('certification.unsubscribe'), url: input.unsubscribeUrl }] : []),
  ];
  return {
    greeting: greetingOf(t, input.name),
    paragraphs: [t('certification.body', { milestone: input.milestone }), t('certification.encouragement')],
    action: t('certification.action'),
    url: input.certificateUrl,
    footer: [t('certification.why'), t('signature')],
    links,
  };
}

/** The certification email's words without the HTML, for its web version. */
export async function certificationEmailParts(input: CertificationEmailInput) {
  const { t } = await translatorFor(input.locale);
  return { subject: t('certification.subject', { milestone: input.milestone }), ...certificationParts(t, input) };
}
