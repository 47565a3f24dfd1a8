import { ContentLink } from '../content-link';
import type { BlockContext } from '../context';
import type { Block } from '../schema';

export type TeaserBlock = Block<'teaser'>;

export function Teaser({ block, ctx }: { block: TeaserBlock; ctx: BlockContext }) {
  const body = (
    <>
      <h3 className="text-lg font-semibold">{block.headline}</h3>
      {block.text ? <p className="mt-1 text-ink-muted">{block.text}</p> : null}
    </>
  );
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      {block.link ? (
        <ContentLink link={block.link} locale={ctx.locale} className="block hover:text-brand-800">
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}
