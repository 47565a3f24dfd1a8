import type { RouteRule } from '@/config/schema';

// Redirects the specification fixes (§2). Operators add their own through ROUTE_RULES; both lists
// are checked in order, these first.
export const builtInRouteRules: readonly RouteRule[] = [
  { match: { prefix: '/friend-invite' }, status: 301, target: '/' },
  { match: { prefix: '/developer-login' }, status: 301, target: '/' },
  { match: { contains: '/privacy-' }, status: 308, target: '/privacy' },
];

export function ruleMatches(rule: RouteRule, pathname: string): boolean {
  const m = rule.match;
  if ('exact' in m) return pathname === m.exact;
  if ('prefix' in m) return pathname.startsWith(m.prefix);
  return pathname.includes(m.contains);
}

export function findRouteRule(rules: readonly RouteRule[], pathname: string): RouteRule | undefined {
  return rules.find((rule) => ruleMatches(rule, pathname));
}

export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//.test(target);
}
