import { buttonClasses } from '@/ui/button';
import { ContentImage } from '../image/render';
import type { Block } from '../schema';
import type { BlockContext } from '../context';
import { ContentLink } from '../content-link';

export type HeroBlock = Block<'hero'>;

export function Hero({ block, ctx }: { block: HeroBlock; ctx: BlockContext }) {
  return (
    <section className="grid items-center gap-8 py-6 sm:py-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{block.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted sm:text-xl">{block.lead}</p>
        {block.cta_label && block.cta_link ? (
          <ContentLink link={block.cta_link} locale={ctx.locale} className={buttonClasses('primary', 'lg', 'mt-8')}>
            {block.cta_label}
          </ContentLink>
        ) : null}
      </div>
      {block.image ? <ContentImage asset={block.image} priority sizes="(min-width: 1024px) 40vw, 100vw" className="h-auto w-full rounded-3xl" /> : null}
    </section>
  );
}
