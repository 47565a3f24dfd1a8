/** Fills `{name}` placeholders of a plain message (no ICU: plurals go through next-intl or Intl). */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
