import type { BlockContext } from '../context';
import type { Block } from '../schema';

export type FeatureBlock = Block<'feature'>;

const ICONS: Record<NonNullable<FeatureBlock['icon']>, string> = {
  heart: 'M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6C19 16.5 12 21 12 21z',
  lungs: 'M12 3v9m0 0c-1 2-3 3-3 3V8c0-2-4-1-5 3s-1 9 2 9 6-3 6-8zm0 0c1 2 3 3 3 3V8c0-2 4-1 5 3s1 9-2 9-6-3-6-8z',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v10m3-8h-4a2 2 0 0 0 0 4h2a2 2 0 0 1 0 4H9',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  chat: 'M4 5h16v11H8l-4 4z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9z',
  leaf: 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15m0-1 7-7',
};

export function Feature({ block }: { block: FeatureBlock; ctx: BlockContext }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      {block.icon ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d={ICONS[block.icon]} />
        </svg>
      ) : null}
      <h3 className="mt-3 text-lg font-semibold">{block.title}</h3>
      <p className="mt-1 text-ink-muted">{block.text}</p>
    </div>
  );
}
