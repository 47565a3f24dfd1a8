'use client';

import { loadConsent } from '../load';

/** The footer's "Cookie settings": opens the preferences dialog to change the choice. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-consent-settings=""
      onClick={() => {
        void loadConsent()
          .then((consent) => consent.showConsentPreferences())
          .catch(() => {
            // Offline before the library was loaded: nothing to open.
          });
      }}
    >
      {label}
    </button>
  );
}
