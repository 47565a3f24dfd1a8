import { LatestPosts } from '../../components/latest-posts';
import type { BlockContext } from '../context';
import type { Block } from '../schema';

export type PostsListBlock = Block<'posts_list'>;

/** The posts, newest first: a first page of teasers, the rest a page at a time. */
export function PostsList({ block, ctx }: { block: PostsListBlock; ctx: BlockContext }) {
  return <LatestPosts locale={ctx.locale} title={block.title} pageSize={block.page_size} id={block._uid} />;
}
