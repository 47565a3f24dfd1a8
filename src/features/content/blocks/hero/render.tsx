import { buttonClasses } from '@/ui/button';
import { ContentImage } from '../image/render';
import type { Block } from '../schema';
import type { BlockContext } from '../context';
import { ContentLink } from '../content-link';

export type HeroBlock = Block<'hero'>;

/** The opening of a page: its h1, lead, up to two calls to action, and an image or the breathing circle. */
export function Hero({ block, ctx }: { block: HeroBlock; ctx: BlockContext }) {
  const art = block.image ? (
    <ContentImage asset={block.image} priority sizes="(min-width: 1024px) 40vw, 100vw" className="h-auto w-full rounded-3xl" />
  ) : block.decoration === 'breath' ? (
    <BreathCircle />
  ) : null;
  return (
    <section className="relative grid items-center gap-8 py-6 sm:py-12 lg:grid-cols-[1.15fr_1fr]">
      {block.decoration === 'breath' ? (
        <div aria-hidden="true" className="absolute inset-x-[-50vw] -top-40 -z-10 h-[32rem] bg-[radial-gradient(60%_60%_at_70%_30%,var(--color-brand-100),transparent)]" />
      ) : null}
      <div>
        {block.eyebrow ? <p className="mb-5 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{block.eyebrow}</p> : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">{block.title}</h1>
        <p className="mt-5 max-w-xl text-lg text-ink-muted sm:text-xl">{block.lead}</p>
        {(block.cta_label && block.cta_link) || (block.secondary_label && block.secondary_link) ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {block.cta_label && block.cta_link ? (
              <ContentLink link={block.cta_link} locale={ctx.locale} className={buttonClasses('primary', 'lg')}>
                {block.cta_label}
              </ContentLink>
            ) : null}
            {block.secondary_label && block.secondary_link ? (
              <ContentLink link={block.secondary_link} locale={ctx.locale} className={buttonClasses('secondary', 'lg')}>
                {block.secondary_label}
              </ContentLink>
            ) : null}
          </div>
        ) : null}
        {block.note ? <p className="mt-4 text-sm text-ink-muted">{block.note}</p> : null}
      </div>
      {art}
    </section>
  );
}

/** Concentric circles, the outer one slowly breathing (still when reduced motion is asked for). */
function BreathCircle() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-sm sm:block">
      <div className="absolute inset-0 rounded-full bg-brand-100" />
      <div className="absolute inset-[12%] rounded-full bg-brand-200 motion-safe:animate-[pulse_6s_ease-in-out_infinite]" />
      <div className="absolute inset-[26%] rounded-full bg-brand-400" />
      <div className="absolute inset-[38%] rounded-full bg-brand-700" />
    </div>
  );
}
