import Image from 'next/image';
import type { Block } from '../schema';
import type { BlockContext } from '../context';

export type ImageBlock = Block<'image'>;
type Asset = ImageBlock['image'];

// Storyblok image URLs carry their size: /f/<space>/<width>x<height>/<hash>/<name>.
const STORYBLOK_SIZE = /\/(\d+)x(\d+)\//;

/** An image of a story: sized (from the Storyblok address, or 16:9), lazy unless it is the hero. */
export function ContentImage({ asset, priority = false, sizes = '(min-width: 768px) 720px, 100vw', className }: { asset: Asset; priority?: boolean; sizes?: string; className?: string }) {
  const size = STORYBLOK_SIZE.exec(asset.filename);
  const width = size ? Number(size[1]) : 1200;
  const height = size ? Number(size[2]) : 675;
  return <Image src={asset.filename} alt={asset.alt} title={asset.title} width={width} height={height} sizes={sizes} priority={priority} className={className} />;
}

export function ContentImageBlock({ block }: { block: ImageBlock; ctx: BlockContext }) {
  return (
    <figure className="my-8">
      <ContentImage asset={block.image} className="rounded-2xl" />
      {block.caption ? <figcaption className="mt-2 text-sm text-ink-muted">{block.caption}</figcaption> : null}
    </figure>
  );
}
