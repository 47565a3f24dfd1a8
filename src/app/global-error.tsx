'use client';

// The last resort when the root layout itself fails: no translations or styles can be relied on.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#14211d' }}>
        <p style={{ fontSize: '4rem', fontWeight: 800, color: '#0f6a57', margin: 0 }}>500</p>
        <h1>Internal Server Error</h1>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 1.25rem', borderRadius: 12 }}>
          Try again
        </button>
      </body>
    </html>
  );
}
