import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { LEGAL_SLUGS, operatorFields } from './operator-fields';

const text = (value: string, marks?: Array<{ type: string }>) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const doc = (...nodes: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content: nodes }] });

describe('operatorFields', () => {
  it('finds highlighted text in brackets, in order, wherever it is nested', () => {
    const content = {
      body: [
        { component: 'rich_text_section', text: doc(text('[Legal name]', [{ type: 'highlight' }]), { type: 'hard_break' }, text(' [Street] ', [{ type: 'bold' }, { type: 'highlight' }])) },
        { component: 'faq', items: [{ answer: doc(text('Write to ['), text('[Email]', [{ type: 'highlight' }])) }] },
      ],
    };
    expect(operatorFields(content)).toEqual(['[Legal name]', '[Street]', '[Email]']);
  });

  it('leaves out filled fields, brackets that are not highlighted, and highlights without brackets', () => {
    const content = doc(
      text('Exhale Foundation', [{ type: 'highlight' }]),
      text('[Not a field]'),
      text('see [1]', [{ type: 'highlight' }]),
      text('[]', [{ type: 'highlight' }]),
      text('[a] and [b]', [{ type: 'highlight' }]),
    );
    // A field is one pair of brackets around the whole highlighted text.
    expect(operatorFields(content)).toEqual([]);
  });

  it('does not fail on odd values', () => {
    expect(operatorFields(null)).toEqual([]);
    expect(operatorFields('[Country]')).toEqual([]);
    expect(operatorFields({ type: 'text', text: 42, marks: [{ type: 'highlight' }] })).toEqual([]);
    expect(operatorFields({ type: 'text', text: '[Country]', marks: [null, 'highlight', { type: 'highlight' }] })).toEqual(['[Country]']);
    // A structure deeper than any story stops being walked instead of overflowing the stack.
    let deep: unknown = text('[Deep]', [{ type: 'highlight' }]);
    for (let i = 0; i < 10_000; i++) deep = { content: [deep] };
    expect(operatorFields(deep)).toEqual([]);
  });

  it('finds the operator fields of the shipped legal templates in every language', () => {
    for (const slug of LEGAL_SLUGS) {
      const counts = locales.map((locale) => operatorFields(JSON.parse(readFileSync(`content/${slug}/${locale}.json`, 'utf8'))).length);
      expect(counts[0], slug).toBeGreaterThan(0);
      // Every translation has as many fields as the English template.
      expect(new Set(counts), `${slug}: ${counts.join(', ')}`).toEqual(new Set([counts[0]]));
    }
  });
});
