import { RichText } from '../../richtext/render';
import type { Block } from '../schema';
import type { BlockContext } from '../context';

export type FaqBlock = Block<'faq'>;

/** Questions that open in place (native details/summary: no script, keyboard and reader friendly). */
export function Faq({ block, ctx }: { block: FaqBlock; ctx: BlockContext }) {
  return (
    <section className="my-10 max-w-3xl" aria-labelledby={`${block._uid}-title`}>
      <h2 id={`${block._uid}-title`} className="text-2xl font-bold tracking-tight">
        {block.title}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
        {block.items.map((item) => (
          <details key={item._uid} id={item._uid} className="group p-4 sm:p-5">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <RichText doc={item.answer} locale={ctx.locale} className="prose-content mt-3 text-ink-muted" />
          </details>
        ))}
      </div>
    </section>
  );
}
