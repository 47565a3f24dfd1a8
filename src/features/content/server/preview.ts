import 'server-only';
import { headers } from 'next/headers';
import type { PreviewMode } from '../preview-token';
import { usesStoryblok } from './source';

/**
 * The preview mode of this request, as the proxy decided it from a verified `_storyblok_tk`
 * (the proxy always removes the header a visitor might send). Always off with local stories.
 */
export async function previewMode(): Promise<PreviewMode> {
  if (!usesStoryblok()) return 'off';
  const value = (await headers()).get('x-exhale-preview');
  return value === 'draft' || value === 'editor' ? value : 'off';
}
