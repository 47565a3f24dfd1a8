'use client';

import { useEffect } from 'react';

const BRIDGE = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

interface Bridge {
  on(events: string[], callback: () => void): void;
}
declare global {
  interface Window {
    StoryblokBridge?: new () => Bridge;
  }
}

/**
 * Storyblok's visual-editor bridge, rendered only for a verified preview opened by the editor
 * (the address carries `_storyblok`): a saved or published change reloads the page's draft.
 */
export function StoryblokBridge() {
  useEffect(() => {
    const start = () => {
      if (!window.StoryblokBridge) return;
      new window.StoryblokBridge().on(['change', 'published'], () => window.location.reload());
    };
    if (window.StoryblokBridge) return start();
    const script = document.createElement('script');
    script.src = BRIDGE;
    script.async = true;
    script.addEventListener('load', start);
    document.head.appendChild(script);
  }, []);
  return null;
}
