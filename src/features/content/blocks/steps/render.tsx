import type { BlockContext } from '../context';
import type { Block } from '../schema';

export type StepsBlock = Block<'steps'>;

/** Numbered steps ("how it works"), with an optional highlighted note beside them. */
export function Steps({ block }: { block: StepsBlock; ctx: BlockContext }) {
  return (
    <section aria-labelledby={`${block._uid}-title`} className="my-12 grid gap-10 rounded-3xl bg-surface p-6 sm:p-10 lg:grid-cols-2">
      <div>
        <h2 id={`${block._uid}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {block.title}
        </h2>
        <ol className="mt-6 space-y-4">
          {block.items.map((item, index) => (
            <li key={item._uid} className="flex gap-4">
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <p className="pt-1.5 text-ink">{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
      {block.aside_title || block.aside_text ? (
        <div className="rounded-[var(--radius-card)] bg-brand-800 p-8 text-white">
          {block.aside_title ? <h2 className="text-2xl font-bold">{block.aside_title}</h2> : null}
          {block.aside_text ? <p className="mt-3 text-brand-100">{block.aside_text}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
