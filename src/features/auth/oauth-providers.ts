/** The social sign-in providers of the specification (§1): Google and Apple, over OpenID Connect. */
export const OAUTH_PROVIDERS = ['google', 'apple'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, string> = { google: 'Google', apple: 'Apple' };
