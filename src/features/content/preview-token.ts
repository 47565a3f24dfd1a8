// Storyblok's preview check (spec §7): the visual editor opens a page with
// _storyblok_tk[space_id], _storyblok_tk[timestamp] and _storyblok_tk[token], where token is
// sha1("<space_id>:<preview token>:<timestamp>"). A request counts as a preview only when the
// token matches and the timestamp is less than an hour old. Runs in the proxy (Web Crypto).

export const PREVIEW_MAX_AGE_SECONDS = 3600;
/** The parameter of the visual editor: only with it is the editor's bridge loaded. */
export const EDITOR_PARAM = '_storyblok';

export type PreviewMode = 'off' | 'draft' | 'editor';

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether the address carries a valid, fresh `_storyblok_tk` for this preview token. */
export async function verifyPreviewToken(search: URLSearchParams, previewToken: string | undefined, nowMs = Date.now()): Promise<boolean> {
  if (!previewToken) return false;
  const spaceId = search.get('_storyblok_tk[space_id]') ?? '';
  const timestamp = search.get('_storyblok_tk[timestamp]') ?? '';
  const token = (search.get('_storyblok_tk[token]') ?? '').toLowerCase();
  if (!/^\d{1,20}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/.test(token)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  // Under an hour old, and not from the future beyond a minute of clock difference.
  if (age >= PREVIEW_MAX_AGE_SECONDS || age < -60) return false;
  return constantTimeEqual(await sha1Hex(`${spaceId}:${previewToken}:${timestamp}`), token);
}

/** The preview mode of a request: off, drafts, or drafts inside the visual editor (bridge). */
export async function previewModeOf(search: URLSearchParams, previewToken: string | undefined, nowMs = Date.now()): Promise<PreviewMode> {
  if (!search.has('_storyblok_tk[token]')) return 'off';
  if (!(await verifyPreviewToken(search, previewToken, nowMs))) return 'off';
  return search.has(EDITOR_PARAM) ? 'editor' : 'draft';
}
