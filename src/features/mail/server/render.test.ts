import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { renderAccountEmail, type EmailKind } from './render';

const kinds: EmailKind[] = ['verify', 'signInLink', 'reset', 'passwordChanged', 'emailChanged', 'emailRestored', 'deletionLink', 'accountDeleted'];
const url = 'https://exhale.example/de/sign-in?mode=signIn&token=abc&redirect=%2Fde';

describe('account emails', () => {
  it('renders every kind in every language, with the link in the HTML and the text part', async () => {
    for (const locale of locales) {
      const messages = await loadMessages(locale);
      for (const kind of kinds) {
        const email = await renderAccountEmail(kind, locale, 'Ana', url, { newEmail: 'new@exhale.example', previousEmail: 'old@exhale.example' });
        expect(email.subject, `${locale} ${kind}`).toBe(messages.emails[kind].subject);
        expect(email.html).toContain(`lang="${locale}"`);
        expect(email.html).toContain(url.replaceAll('&', '&amp;'));
        expect(email.html).toContain(messages.emails[kind].action);
        // The text part writes the link as the language does ("label : address" in French).
        expect(email.text).toContain(messages.emails.linkLine.replace('{label}', messages.emails[kind].action).replace('{url}', url));
        // The subject titles the HTML document.
        expect(email.html).toContain(`<title>${messages.emails[kind].subject.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')}</title>`);
        if (kind === 'emailChanged') expect(email.text).toContain('new@exhale.example');
        // The notice to the replaced address names the address the account has again, twice.
        if (kind === 'emailRestored') expect(email.text.split('old@exhale.example').length, locale).toBe(4);
        if (kind === 'accountDeleted') expect(email.text).toContain(messages.emails.accountDeleted.kept);
      }
    }
    // Seventy-two emails rendered: more work than one test usually does, not a timing check.
  }, 60_000);

  it('escapes what users typed and greets people without a name', async () => {
    const email = await renderAccountEmail('verify', 'en', '<script>alert(1)</script>', url);
    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).toContain('&lt;script&gt;');
    const anonymous = await renderAccountEmail('signInLink', 'fr', '', url);
    expect(anonymous.text.startsWith((await loadMessages('fr')).emails.greetingNoName)).toBe(true);
  });

  it('writes French link lines with the space before the colon, and a blank line between paragraphs', async () => {
    const email = await renderAccountEmail('verify', 'fr', 'Ana', url);
    expect(email.text).toContain(` : ${url}`);
    expect(email.text).not.toMatch(/\S: https?:/);
    expect(email.text).toMatch(/\n\n/);
  });

  it('falls back to English for an unknown language', async () => {
    expect((await renderAccountEmail('reset', 'xx', 'Sam', url)).subject).toBe((await loadMessages('en')).emails.reset.subject);
  });
});
