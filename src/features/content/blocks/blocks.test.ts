import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Blocks } from './registry';
import { describeIssues, storySchema, type BodyBlock } from './schema';

const doc = (words: string) => ({ type: 'doc' as const, content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
const render = (body: unknown[], { locale = 'en', preview = false }: { locale?: 'en' | 'de'; preview?: boolean } = {}) => {
  const story = storySchema.parse({ name: 'T', slug: 't', content: { _uid: 'p', component: 'page', title: 'T', description: 'D', body } });
  return renderToStaticMarkup(createElement(Blocks, { blocks: story.content.body as BodyBlock[], ctx: { locale, preview } }));
};

describe('blocks', () => {
  it('hero: the page heading, its lead and a localized call to action', () => {
    const html = render([{ _uid: 'h', component: 'hero', title: 'Breathe', lead: 'Start today.', cta_label: 'Begin', cta_link: { linktype: 'story', cached_url: 'help' } }], { locale: 'de' });
    expect(html).toContain('<h1');
    expect(html).toContain('Breathe');
    expect(html).toContain('Start today.');
    expect(html).toMatch(/<a href="\/de\/hilfe"[^>]*>Begin<\/a>/);
  });

  it('hero: eyebrow, two calls to action, a note, and the breathing circle without an image', () => {
    const html = render([
      {
        _uid: 'h',
        component: 'hero',
        eyebrow: 'Free programme',
        title: 'Breathe',
        lead: 'Start today.',
        decoration: 'breath',
        cta_label: 'Survey',
        cta_link: { linktype: 'story', cached_url: 'survey/motivation' },
        secondary_label: 'Test',
        secondary_link: { linktype: 'story', cached_url: 'survey/test' },
        note: 'About five minutes.',
      },
    ]);
    expect(html).toMatch(/<p[^>]*>Free programme<\/p>\s*<h1/);
    expect(html).toMatch(/<a href="\/survey\/motivation"[^>]*>Survey<\/a>/);
    expect(html).toMatch(/<a href="\/survey\/test"[^>]*>Test<\/a>/);
    expect(html).toContain('About five minutes.');
    expect(html).toContain('motion-safe:animate-');
    expect(render([{ _uid: 'h', component: 'hero', title: 'T', lead: 'L' }])).not.toContain('animate-');
  });

  it('steps: numbered in order, with the note beside them', () => {
    const html = render([
      {
        _uid: 's',
        component: 'steps',
        title: 'How it works',
        items: [
          { _uid: 's1', component: 'step', text: 'Answer a few questions.' },
          { _uid: 's2', component: 'step', text: 'Choose a quit date.' },
        ],
        aside_title: 'Built on evidence',
        aside_text: 'Every statement names its source.',
      },
    ]);
    expect(html).toContain('<h2 id="s-title"');
    expect(html).toMatch(/<ol[^>]*>.*1.*Answer a few questions\..*2.*Choose a quit date\..*<\/ol>/s);
    expect(html).toMatch(/<h2[^>]*>Built on evidence<\/h2><p[^>]*>Every statement names its source\.<\/p>/);
    expect(render([{ _uid: 's', component: 'steps', title: 'T', items: [{ _uid: 'a', component: 'step', text: 'x' }] }])).not.toContain('bg-brand-800');
  });

  it('posts list: the page size has a default and bounds', () => {
    const parse = (block: Record<string, unknown>) =>
      storySchema.safeParse({ name: 'T', slug: 't', content: { _uid: 'p', component: 'page', title: 'T', description: 'D', body: [{ _uid: 'l', component: 'posts_list', title: 'Posts', ...block }] } });
    const ok = parse({});
    expect(ok.success && ok.data.content.body[0]).toMatchObject({ page_size: 6 });
    expect(parse({ page_size: 0 }).success).toBe(false);
    expect(parse({ page_size: 100 }).success).toBe(false);
    expect(parse({ title: '' }).success).toBe(false);
  });

  it('a page may carry a route rule', () => {
    const story = storySchema.parse({ name: 'T', slug: 't', content: { _uid: 'p', component: 'page', title: 'T', description: 'D', redirect: { linktype: 'url', url: 'https://www.who.int/' } } });
    expect(story.content.redirect).toMatchObject({ url: 'https://www.who.int/' });
    expect(story.content.body).toEqual([]);
  });

  it('faq: each question opens its rich-text answer in place', () => {
    const html = render([{ _uid: 'f', component: 'faq', title: 'Questions', items: [{ _uid: 'q1', component: 'faq_item', question: 'Is it free?', answer: doc('The first days are.') }] }]);
    expect(html).toContain('<h2 id="f-title"');
    expect(html).toMatch(/<details id="q1"[^>]*><summary[^>]*><span>Is it free\?<\/span>/);
    expect(html).toContain('<p>The first days are.</p>');
  });

  it('rich text section, call to action, grid of features and teasers, image', () => {
    const html = render([
      { _uid: 'r', component: 'rich_text_section', title: 'About', text: doc('Words.') },
      { _uid: 'c', component: 'cta', title: 'Ready?', text: 'Take the test.', label: 'Start', link: { linktype: 'url', url: 'https://www.who.int/' } },
      {
        _uid: 'g',
        component: 'grid',
        title: 'Why',
        columns: [
          { _uid: 'g1', component: 'feature', title: 'Health', text: 'Lungs recover.', icon: 'lungs' },
          { _uid: 'g2', component: 'teaser', headline: 'Read more', text: 'A post', link: { linktype: 'email', email: 'help@exhale.example' } },
        ],
      },
      { _uid: 'i', component: 'image', image: { filename: 'https://a.storyblok.com/f/1/800x600/abc/x.jpg', alt: 'A walk' }, caption: 'Outside' },
    ]);
    expect(html).toContain('<h2 class="text-2xl font-bold tracking-tight">About</h2>');
    expect(html).toContain('<p>Words.</p>');
    expect(html).toMatch(/<a href="https:\/\/www.who.int\/"[^>]*rel="noopener noreferrer"[^>]*>Start<\/a>/);
    expect(html).toContain('Lungs recover.');
    expect(html).toContain('href="mailto:help@exhale.example"');
    expect(html).toMatch(/<img[^>]*srcSet="https:\/\/a.storyblok.com\/f\/1\/800x600\/abc\/x.jpg\/m\/480x360\/filters:format\(webp\) 480w, [^"]*768w"[^>]*alt="A walk"[^>]*width="800"[^>]*height="600"[^>]*loading="lazy"/);
    expect(html).toContain('<figcaption');
  });

  it('an unknown block renders nothing for visitors and a warning in preview', () => {
    expect(render([{ _uid: 'x', component: 'carousel' }])).toBe('');
    expect(render([{ _uid: 'x', component: 'carousel' }], { preview: true })).toContain('Unknown block “carousel”');
  });

  it('a broken block names the field that is wrong', () => {
    const result = storySchema.safeParse({
      name: 'T',
      slug: 't',
      content: { _uid: 'p', component: 'page', title: 'T', description: 'D', body: [{ _uid: 'f', component: 'faq', title: 'Q', items: [{ _uid: 'a', component: 'faq_item', question: '', answer: doc('x') }] }] },
    });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toContain('content.body.0.items.0.question: must not be empty');
  });
});
