import { RichText } from '../../richtext/render';
import type { Block } from '../schema';
import type { BlockContext } from '../context';

export type RichTextSectionBlock = Block<'rich_text_section'>;

export function RichTextSection({ block, ctx }: { block: RichTextSectionBlock; ctx: BlockContext }) {
  return (
    <section className="my-10 max-w-3xl">
      {block.title ? <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2> : null}
      <RichText doc={block.text} locale={ctx.locale} className="prose-content mt-4" />
    </section>
  );
}
