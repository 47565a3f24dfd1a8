'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { RouteRule } from '@/config/schema';
import { findRouteRule, isExternalTarget } from '@/i18n/route-rules';
import { followedLink, fullPageLoad } from '../build-reload';

interface Props {
  buildId: string;
  intervalMs: number;
}

export function BuildWatcher({ buildId, intervalMs }: Props) {
  const stale = useRef(false);
  // Route rules whose target is on another site: following one is a full-page navigation.
  const externalRules = useRef<RouteRule[]>([]);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const latest = (await response.json()) as { id?: unknown };
        if (!stopped && typeof latest.id === 'string' && latest.id !== buildId) stale.current = true;
      } catch {
        // Offline or the server is restarting: try again at the next interval.
      }
    };
    const timer = window.setInterval(check, intervalMs);
    document.documentElement.dataset.buildWatch = 'on';
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [buildId, intervalMs]);

  useEffect(() => {
    const load = async () => {
      try {
        const response = await fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`);
        if (!response.ok) return;
        const meta = (await response.json()) as { routeRules?: RouteRule[] };
        externalRules.current = (meta.routeRules ?? []).filter((rule) => isExternalTarget(rule.target));
      } catch {
        // Without the rules, links still reach their target through the server's redirect.
      }
    };
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void load());
  }, [buildId]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = followedLink(event);
      if (!anchor) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const rule = findRouteRule(externalRules.current, url.pathname);
      if (rule && isExternalTarget(rule.target)) {
        event.preventDefault();
        window.location.assign(rule.target);
        return;
      }
      if (stale.current && fullPageLoad(url)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // Navigations that did not come from a link click (router.push, back/forward).
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (stale.current) fullPageLoad(new URL(window.location.href));
  }, [pathname]);

  return null;
}
