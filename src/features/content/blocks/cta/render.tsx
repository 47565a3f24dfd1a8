import { buttonClasses } from '@/ui/button';
import { ContentLink } from '../content-link';
import type { Block } from '../schema';
import type { BlockContext } from '../context';

export type CtaBlock = Block<'cta'>;

export function Cta({ block, ctx }: { block: CtaBlock; ctx: BlockContext }) {
  return (
    <section className="my-12 rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-10">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{block.title}</h2>
      <p className="mt-3 max-w-2xl text-brand-50">{block.text}</p>
      <ContentLink link={block.link} locale={ctx.locale} className={buttonClasses('secondary', 'lg', 'mt-6')}>
        {block.label}
      </ContentLink>
    </section>
  );
}
