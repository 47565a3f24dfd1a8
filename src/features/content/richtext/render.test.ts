import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './render';
import type { RichTextNode } from './schema';

const html = (content: RichTextNode[], locale: 'en' | 'de' = 'en') =>
  renderToStaticMarkup(createElement(RichText, { doc: { type: 'doc', content }, locale, className: 'x' })).replace(/^<div class="x">|<\/div>$/g, '');
const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({ type: 'text', text: value, marks });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const link = (attrs: Record<string, unknown>) => html([p(text('go', [{ type: 'link', attrs }]))]);

describe('rich text nodes', () => {
  it('renders paragraphs, headings (from h2), lists, quotes, code, breaks and rules', () => {
    expect(html([p(text('a'), { type: 'hard_break' }, text('b'))])).toBe('<p>a<br/>b</p>');
    expect(html([{ type: 'heading', attrs: { level: 3 }, content: [text('H')] }])).toBe('<h3>H</h3>');
    expect(html([{ type: 'heading', attrs: { level: 1 }, content: [text('H')] }])).toBe('<h2>H</h2>');
    // Inside a section the headings move down with it: h2 → h4, h3 → h5, never past h6.
    const nested = (level: number) => renderToStaticMarkup(createElement(RichText, { doc: { type: 'doc', content: [{ type: 'heading', attrs: { level }, content: [text('H')] }] }, locale: 'en', className: 'x', headingLevel: 4 }));
    expect([2, 3, 6].map(nested)).toEqual(['<div class="x"><h4>H</h4></div>', '<div class="x"><h5>H</h5></div>', '<div class="x"><h6>H</h6></div>']);
    expect(html([{ type: 'bullet_list', content: [{ type: 'list_item', content: [p(text('one'))] }] }])).toBe('<ul><li><p>one</p></li></ul>');
    expect(html([{ type: 'ordered_list', attrs: { order: 3 }, content: [{ type: 'list_item', content: [p(text('three'))] }] }])).toBe('<ol start="3"><li><p>three</p></li></ol>');
    expect(html([{ type: 'blockquote', content: [p(text('q'))] }])).toBe('<blockquote><p>q</p></blockquote>');
    expect(html([{ type: 'code_block', attrs: { class: 'language-js' }, content: [text('x < 1')] }])).toBe('<pre><code class="language-js">x &lt; 1</code></pre>');
    expect(html([{ type: 'horizontal_rule' }])).toBe('<hr/>');
  });

  it('renders images with alt and title, and drops unsafe sources', () => {
    expect(html([{ type: 'image', attrs: { src: 'https://a.storyblok.com/f/1/a.jpg', alt: 'Lungs', title: 'T' } }])).toBe(
      '<img src="https://a.storyblok.com/f/1/a.jpg" alt="Lungs" title="T" loading="lazy" decoding="async"/>',
    );
    expect(html([{ type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x' } }])).toBe('');
  });

  it('renders emoji with a name for screen readers', () => {
    expect(html([p({ type: 'emoji', attrs: { emoji: '🎉', name: 'party_popper' } })])).toBe('<p><span role="img" aria-label="party popper">🎉</span></p>');
  });

  it('keeps the text of unknown nodes and escapes all text', () => {
    expect(html([{ type: 'blok', content: [text('kept')] }])).toBe('kept');
    expect(html([p(text('<script>alert(1)</script>'))])).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('rich text marks', () => {
  it('renders every formatting mark, the first mark outermost', () => {
    const marks = ['bold', 'italic', 'strike', 'underline', 'code', 'superscript', 'subscript'] as const;
    const tags = ['strong', 'em', 's', 'u', 'code', 'sup', 'sub'];
    marks.forEach((mark, i) => expect(html([p(text('t', [{ type: mark }]))])).toBe(`<p><${tags[i]}>t</${tags[i]}></p>`));
    expect(html([p(text('t', [{ type: 'bold' }, { type: 'italic' }]))])).toBe('<p><strong><em>t</em></strong></p>');
  });

  it('renders highlight, text style and anchors, ignoring unsafe colours', () => {
    expect(html([p(text('t', [{ type: 'highlight', attrs: { color: '#ffee00' } }]))])).toBe('<p><mark style="background-color:#ffee00">t</mark></p>');
    expect(html([p(text('t', [{ type: 'textStyle', attrs: { color: 'red' } }]))])).toBe('<p><span style="color:red">t</span></p>');
    expect(html([p(text('t', [{ type: 'textStyle', attrs: { color: 'url(x);' } }]))])).toBe('<p>t</p>');
    expect(html([p(text('t', [{ type: 'anchor', attrs: { id: 'here' } }]))])).toBe('<p><span id="here">t</span></p>');
  });
});

describe('rich text links', () => {
  it('gives email links mailto: and appends the anchor', () => {
    expect(link({ href: 'help@exhale.example', linktype: 'email' })).toBe('<p><a href="mailto:help@exhale.example">go</a></p>');
    expect(link({ href: 'https://www.who.int/news', linktype: 'url', anchor: 'facts' })).toBe(
      '<p><a href="https://www.who.int/news#facts" rel="noopener noreferrer">go</a></p>',
    );
  });

  it('sends story links to the page in the reader’s language', () => {
    expect(link({ href: 'help', linktype: 'story' })).toBe('<p><a href="/help">go</a></p>');
    expect(html([p(text('go', [{ type: 'link', attrs: { href: '/help', linktype: 'story', anchor: 'faq' } }]))], 'de')).toBe('<p><a href="/de/hilfe#faq">go</a></p>');
  });

  it('passes custom attributes through, but never handlers, and opens _blank safely', () => {
    expect(link({ href: 'https://x.example', linktype: 'url', target: '_blank', custom: { title: 'X', 'data-track': 'a', onclick: 'evil()', style: 'x' } })).toBe(
      '<p><a href="https://x.example" title="X" data-track="a" target="_blank" rel="noopener noreferrer">go</a></p>',
    );
  });

  it('drops javascript: and other unsafe addresses but keeps the text', () => {
    expect(link({ href: 'javascript:alert(1)', linktype: 'url' })).toBe('<p>go</p>');
    expect(link({ href: ' JavaScript:alert(1)', linktype: 'url' })).toBe('<p>go</p>');
    expect(link({ href: 'data:text/html,x', linktype: 'url' })).toBe('<p>go</p>');
  });
});
