import type { ReactNode } from 'react';
import type { BlockContext } from './context';
import { Cta } from './cta/render';
import { Faq } from './faq/render';
import { Feature } from './feature/render';
import { Grid } from './grid/render';
import { Hero } from './hero/render';
import { ContentImageBlock } from './image/render';
import { RichTextSection } from './rich-text-section/render';
import type { Block, BodyBlock, KnownBlockName } from './schema';
import { Teaser } from './teaser/render';
import { Steps } from './steps/render';
import { PostsList } from './posts-list/render';

type Renderers = { [K in KnownBlockName]: (props: { block: Block<K>; ctx: BlockContext }) => ReactNode };

/** Block name → renderer: the one place a new block is added (beside its schema). */
export const blockRenderers: Renderers = {
  hero: Hero,
  rich_text_section: RichTextSection,
  faq: Faq,
  cta: Cta,
  grid: Grid,
  feature: Feature,
  teaser: Teaser,
  image: ContentImageBlock,
  steps: Steps,
  posts_list: PostsList,
};

/** Renders the body of a story. Unknown blocks: nothing for visitors, a warning in preview. */
export function Blocks({ blocks, ctx }: { blocks: readonly BodyBlock[]; ctx: BlockContext }) {
  return blocks.map((block) => {
    if ('unknown' in block) {
      return ctx.preview ? (
        <p key={block._uid} role="note" className="my-4 rounded-xl border border-dashed border-danger-600 bg-danger-50 p-3 text-sm text-danger-700">
          Unknown block “{block.component}” ({block._uid}): it is not shown to visitors.
        </p>
      ) : null;
    }
    const Render = blockRenderers[block.component] as (props: { block: Block; ctx: BlockContext }) => ReactNode;
    return <Render key={block._uid} block={block} ctx={ctx} />;
  });
}
