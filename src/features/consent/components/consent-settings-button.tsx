'use client';

import { CONSENT_PREFERENCES_EVENT } from '../config';

/** The footer's "Cookie settings": opens the preferences dialog to change the choice. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(CONSENT_PREFERENCES_EVENT))}
    >
      {label}
    </button>
  );
}
