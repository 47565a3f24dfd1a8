import type { Block } from '../schema';
import type { BlockContext } from '../context';

export type ImageBlock = Block<'image'>;
type Asset = ImageBlock['image'];

// Storyblok image URLs carry their size: /f/<space>/<width>x<height>/<hash>/<name>.
const STORYBLOK = /^https:\/\/a\.storyblok\.com\/f\/\d+\/(\d+)x(\d+)\//;
const WIDTHS = [480, 768, 1200, 1600];

/**
 * An image of a story, as a plain server-rendered <img> (no client code): sized so nothing shifts,
 * lazy unless it is the page's main picture. Storyblok pictures get a srcset from Storyblok's
 * image service (resized, WebP/AVIF as the browser accepts); local drawings are SVG.
 */
export function ContentImage({ asset, priority = false, sizes = '(min-width: 768px) 720px, 100vw', className }: { asset: Asset; priority?: boolean; sizes?: string; className?: string }) {
  const storyblok = STORYBLOK.exec(asset.filename);
  const width = storyblok ? Number(storyblok[1]) : 1200;
  const height = storyblok ? Number(storyblok[2]) : 675;
  const srcSet = storyblok
    ? WIDTHS.filter((w) => w <= width)
        .map((w) => `${asset.filename}/m/${w}x${Math.round((height / width) * w)}/filters:format(webp) ${w}w`)
        .join(', ')
    : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized, server-rendered, no client JS
    <img
      src={storyblok ? `${asset.filename}/m/${Math.min(width, 1200)}x0` : asset.filename}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={asset.alt}
      title={asset.title}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}

export function ContentImageBlock({ block }: { block: ImageBlock; ctx: BlockContext }) {
  return (
    <figure className="my-8">
      <ContentImage asset={block.image} className="h-auto w-full rounded-2xl" />
      {block.caption ? <figcaption className="mt-2 text-sm text-ink-muted">{block.caption}</figcaption> : null}
    </figure>
  );
}
