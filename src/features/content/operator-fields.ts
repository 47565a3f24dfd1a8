// The legal pages (imprint, privacy policy, terms) come as templates: the fields only the operator
// can fill (its legal name, address, registration, hosting provider…) are highlighted text in
// brackets. Until every one is filled, the site is not ready to go live; the admin dashboard says so.

/** The pages that are templates with operator fields. */
export const LEGAL_SLUGS = ['imprint', 'privacy', 'terms'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

const BRACKETED = /^\s*\[[^\]]+\]\s*$/;

/**
 * The operator fields still to fill in a story's content: every rich-text text node that is
 * highlighted and whose whole text is in brackets, in document order.
 */
export function operatorFields(content: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 64 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as { type?: unknown; text?: unknown; marks?: unknown };
    if (node.type === 'text' && typeof node.text === 'string') {
      const highlighted = Array.isArray(node.marks) && node.marks.some((mark) => (mark as { type?: unknown } | null)?.type === 'highlight');
      if (highlighted && BRACKETED.test(node.text)) found.push(node.text.trim());
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(content, 0);
  return found;
}
