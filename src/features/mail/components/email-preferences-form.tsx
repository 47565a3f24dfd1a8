import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { EmailPreferences } from '../categories';
import { EmailCategoryList, type CategoryLabels } from './email-preferences-view';

/** Each optional category's name and description in `locale`. */
export async function categoryLabels(locale: Locale): Promise<CategoryLabels> {
  const categories = await getTranslations({ locale, namespace: 'emailCategories' });
  return {
    certificates: { name: categories('certificates.name'), description: categories('certificates.description') },
    challenges: { name: categories('challenges.name'), description: categories('challenges.description') },
    reminders: { name: categories('reminders.name'), description: categories('reminders.description') },
    news: { name: categories('news.name'), description: categories('news.description') },
  };
}

/** The categories of email with a checkbox each, in `locale` (the unsubscribe page's form). */
export async function EmailPreferencesFields({ locale, preferences }: { locale: Locale; preferences: EmailPreferences }) {
  return <EmailCategoryList preferences={preferences} labels={await categoryLabels(locale)} />;
}
