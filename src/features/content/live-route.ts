/**
 * With Storyblok, posts and landing pages render on request: their routes with an id are sent to
 * the per-request twins (posts-live, go-live), as the prerendered ones know only local ids.
 */
export function liveRoute(internal: string): string {
  return internal.replace(/^\/([a-z]{2})\/(posts|go)\/(?=[^/]+$)/, '/$1/$2-live/');
}
