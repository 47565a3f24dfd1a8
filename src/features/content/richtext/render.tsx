import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { isExternal, linkHref, type StoryLink } from '../links';
import type { RichTextDoc, RichTextMark, RichTextNode } from './schema';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const SAFE_SRC = /^(https?:\/\/|\/)/i;
// Custom link attributes an editor may add; event handlers, styles and addresses are not among them.
const CUSTOM_ATTRIBUTE = /^(rel|title|lang|hreflang|download|class|id|(data|aria)-[\w-]+)$/i;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

function linkProps(attrs: Record<string, unknown>, locale: Locale): Record<string, string> | null {
  const raw = str(attrs.href) ?? '';
  const linktype = (str(attrs.linktype) ?? 'url') as StoryLink['linktype'];
  const href = linkHref({ linktype, url: raw, cached_url: raw, email: raw, anchor: str(attrs.anchor) }, locale);
  if (!href) return null;
  const props: Record<string, string> = { href };
  const custom = attrs.custom && typeof attrs.custom === 'object' ? (attrs.custom as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(custom)) {
    if (CUSTOM_ATTRIBUTE.test(name) && typeof value === 'string') props[name === 'class' ? 'className' : name] = value;
  }
  if (str(attrs.target) === '_blank') props.target = '_blank';
  if (props.target === '_blank' || isExternal(href)) props.rel = [props.rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ');
  return props;
}

function applyMark(mark: RichTextMark, children: ReactNode, locale: Locale, key: number): ReactNode {
  const attrs = mark.attrs ?? {};
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'code':
      return <code key={key}>{children}</code>;
    case 'superscript':
      return <sup key={key}>{children}</sup>;
    case 'subscript':
      return <sub key={key}>{children}</sub>;
    case 'highlight': {
      const color = str(attrs.color);
      return (
        <mark key={key} style={color && COLOR.test(color) ? { backgroundColor: color } : undefined}>
          {children}
        </mark>
      );
    }
    case 'textStyle': {
      const color = str(attrs.color);
      return color && COLOR.test(color) ? <span key={key} style={{ color }}>{children}</span> : <Fragment key={key}>{children}</Fragment>;
    }
    case 'anchor': {
      const id = str(attrs.id);
      return id ? <span key={key} id={id}>{children}</span> : <Fragment key={key}>{children}</Fragment>;
    }
    case 'link': {
      const props = linkProps(attrs, locale);
      // A link to a forbidden address (javascript: and the like) keeps its text, not its link.
      return props ? <a key={key} {...props}>{children}</a> : <Fragment key={key}>{children}</Fragment>;
    }
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

function renderNodes(nodes: RichTextNode[] | null | undefined, locale: Locale, top = 2): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, locale, index, top));
}

function renderNode(node: RichTextNode, locale: Locale, key: number, top: number): ReactNode {
  const attrs = node.attrs ?? {};
  const children = () => renderNodes(node.content, locale, top);
  switch (node.type) {
    case 'text': {
      // The first stored mark is the outermost element. React escapes the text.
      const marked = (node.marks ?? []).reduceRight<ReactNode>((inner, mark, i) => applyMark(mark, inner, locale, i), node.text ?? '');
      return <Fragment key={key}>{marked}</Fragment>;
    }
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      // The page has its own h1: headings in content start at h2 (or at `top`, inside a section).
      const level = Math.min(6, Math.max(top, (Number(attrs.level) || 2) - 2 + top));
      const Tag = `h${level}` as 'h2';
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children()}</ul>;
    case 'ordered_list': {
      const start = Number(attrs.order);
      return (
        <ol key={key} start={Number.isInteger(start) && start !== 1 ? start : undefined}>
          {children()}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'code_block': {
      const language = str(attrs.class)?.replace(/^language-/, '');
      return (
        <pre key={key}>
          <code className={language ? `language-${language.replace(/[^\w-]/g, '')}` : undefined}>{children()}</code>
        </pre>
      );
    }
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'image': {
      const src = str(attrs.src);
      if (!src || !SAFE_SRC.test(src)) return null;
      // eslint-disable-next-line @next/next/no-img-element -- size unknown in rich text; lazy and async
      return <img key={key} src={src} alt={str(attrs.alt) ?? ''} title={str(attrs.title)} loading="lazy" decoding="async" />;
    }
    case 'emoji': {
      const emoji = str(attrs.emoji);
      const name = str(attrs.name) ?? '';
      if (emoji) return <span key={key} role="img" aria-label={name.replace(/_/g, ' ')}>{emoji}</span>;
      const fallback = str(attrs.fallbackImage);
      // eslint-disable-next-line @next/next/no-img-element -- a tiny inline emoji picture
      return fallback && SAFE_SRC.test(fallback) ? <img key={key} src={fallback} alt={name.replace(/_/g, ' ')} className="inline size-[1em]" /> : null;
    }
    default:
      // Unknown nodes (and embedded blocks) keep their text, never their markup.
      return <Fragment key={key}>{children()}</Fragment>;
  }
}

/**
 * Renders a Storyblok rich-text document as React elements (no client code of its own).
 * `headingLevel` is the level its top headings take (2 on a page; deeper inside a section).
 */
export function RichText({ doc, locale, className, headingLevel = 2 }: { doc: RichTextDoc | null | undefined; locale: Locale; className?: string; headingLevel?: number }) {
  if (!doc?.content?.length) return null;
  return <div className={className ?? 'prose-content'}>{renderNodes(doc.content, locale, headingLevel)}</div>;
}
