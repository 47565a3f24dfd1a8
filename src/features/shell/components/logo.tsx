export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
      <path
        d="M8 19c3.2 0 3.2-4 6.4-4s3.2 4 6.4 4 3.2-4 3.2-4M8 13c2.1 0 3-2 5-2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
