import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Button } from '@/ui/button';
import { OPTIONAL_CATEGORIES, type EmailPreferences } from '../categories';

/**
 * The categories of email with a checkbox each: a plain form (no JavaScript needed) that posts
 * to `action` with `action=save` and one `on` per chosen category.
 */
export async function EmailPreferencesFields({ locale, preferences }: { locale: Locale; preferences: EmailPreferences }) {
  const categories = await getTranslations({ locale, namespace: 'emailCategories' });
  return (
    <ul className="space-y-4">
      {OPTIONAL_CATEGORIES.map((name) => (
        <li key={name}>
          <label className="flex items-start gap-3">
            <input type="checkbox" name={name} defaultChecked={preferences[name]} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span>
              <span className="block font-semibold">{categories(`${name}.name`)}</span>
              <span className="block text-sm text-ink-muted">{categories(`${name}.description`)}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

export async function EmailPreferencesForm({ locale, preferences, action, submit }: { locale: Locale; preferences: EmailPreferences; action: string; submit: string }) {
  return (
    <form method="post" action={action}>
      <EmailPreferencesFields locale={locale} preferences={preferences} />
      <Button type="submit" name="action" value="save" variant="secondary" className="mt-6">
        {submit}
      </Button>
    </form>
  );
}
