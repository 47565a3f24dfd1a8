import { Feature } from '../feature/render';
import { Teaser } from '../teaser/render';
import type { BlockContext } from '../context';
import type { Block } from '../schema';

export type GridBlock = Block<'grid'>;

export function Grid({ block, ctx }: { block: GridBlock; ctx: BlockContext }) {
  return (
    <section className="my-10">
      {block.title ? <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2> : null}
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {block.columns.map((column) =>
          column.component === 'feature' ? <Feature key={column._uid} block={column} ctx={ctx} /> : <Teaser key={column._uid} block={column} ctx={ctx} />,
        )}
      </div>
    </section>
  );
}
