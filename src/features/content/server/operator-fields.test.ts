import { describe, expect, it, vi } from 'vitest';
import { locales } from '@/i18n/locales';


describe('legalPagesToFill', () => {
  it('lists the shipped legal templates, in every language, with their number of fields', async () => {
    const { legalPagesToFill } = await import('./operator-fields');
    const pages = await legalPagesToFill();
    expect(pages.map((page) => page.slug)).toEqual(['imprint', 'privacy', 'terms']);
    for (const page of pages) {
      expect(page.locales).toEqual([...locales]);
      expect(page.fields).toBeGreaterThan(0);
    }
  });

  it('leaves out a page whose fields are all filled, and one that cannot be read', async () => {
    vi.resetModules();
    vi.doMock('./source', () => ({
      getStory: async (slug: string, locale: string) => {
        if (slug === 'privacy') throw new Error('Storyblok is down');
        if (slug === 'terms') return { content: { body: [] } };
        const marked = { type: 'text', text: '[Country]', marks: [{ type: 'highlight' }] };
        return { content: { text: { type: 'doc', content: locale === 'de' || locale === 'pl' ? [marked, marked] : [] } } };
      },
    }));
    const { legalPagesToFill } = await import('./operator-fields');
    expect(await legalPagesToFill()).toEqual([{ slug: 'imprint', locales: ['de', 'pl'], fields: 2 }]);
    vi.doUnmock('./source');
  });
});
