import type { Locale } from './locales';
import type en from '../../messages/en.json';

export type Messages = typeof en;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../messages/en.json'),
  de: () => import('../../messages/de.json'),
  fr: () => import('../../messages/fr.json'),
  nl: () => import('../../messages/nl.json'),
  es: () => import('../../messages/es.json'),
  ru: () => import('../../messages/ru.json'),
  it: () => import('../../messages/it.json'),
  pt: () => import('../../messages/pt.json'),
  pl: () => import('../../messages/pl.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
