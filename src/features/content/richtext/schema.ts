import { z } from 'zod';

// Storyblok's rich-text document (ProseMirror JSON), as its editor emits it. Unknown attributes
// pass through; unknown node and mark types are accepted and rendered as their text only.

export const markSchema = z.looseObject({
  type: z.string(),
  attrs: z.record(z.string(), z.unknown()).nullish(),
});
export type RichTextMark = z.infer<typeof markSchema>;

export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown> | null;
  marks?: RichTextMark[] | null;
  content?: RichTextNode[] | null;
}

export const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.looseObject({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).nullish(),
    marks: z.array(markSchema).nullish(),
    content: z.array(nodeSchema).nullish(),
  }),
);

export const richTextSchema = z.looseObject({
  type: z.literal('doc'),
  content: z.array(nodeSchema).default([]),
});
export type RichTextDoc = z.infer<typeof richTextSchema>;

/** The text of a document without markup (reading time, descriptions, search). */
export function plainTextOf(node: RichTextNode | RichTextDoc): string {
  if ('text' in node && typeof node.text === 'string') return node.text;
  return (node.content ?? []).map((child) => plainTextOf(child)).join(node.type === 'doc' ? '\n' : ' ');
}
