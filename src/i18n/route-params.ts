import { z } from 'zod';

// What an id in each dynamic route may look like. A value that fails is a route validation
// failure: 404 "Page Not Found" with the full path (spec §8), decided before the page renders.
const token = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/);
const slug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/);
/** A signed email-link token (src/features/mail/email-token.ts): claims "." signature. */
export const EMAIL_LINK_TOKEN = /^[A-Za-z0-9_-]{20,600}\.[A-Za-z0-9_-]{20,24}$/;

export const routeParamSchemas = {
  '/certificate/[id]': token,
  '/certificate/edit/[id]': token,
  '/checkout/[id]': token,
  '/challenge-invite/[id]': token,
  '/unsubscribe/[id]': z.string().regex(EMAIL_LINK_TOKEN),
  '/restore-email/[id]': token,
  '/go/[id]': slug,
  '/posts/[id]': slug,
} as const;

export type DynamicRoute = keyof typeof routeParamSchemas;

export function isValidParam(route: DynamicRoute, id: string): boolean {
  return routeParamSchemas[route].safeParse(id).success;
}
