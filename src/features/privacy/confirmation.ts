/** Upper case without accents, so "usun" matches "USUŃ" and "loschen" matches "LÖSCHEN". */
function folded(value: string, locale: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLocaleUpperCase(locale);
}

/** Whether what the person typed is the confirmation word of their language. */
export function confirmationMatches(typed: string, word: string, locale: string): boolean {
  return typed.trim() !== '' && folded(typed, locale) === folded(word, locale);
}
