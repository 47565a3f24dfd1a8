// Adding the app to the home screen on iPhone and iPad: three steps, each with a drawing of what to
// tap (simplified drawings, not Apple's screens). The drawings repeat the text and are hidden from
// assistive technology.
const frame = 'fill-surface stroke-line';
const mark = 'fill-brand-100 stroke-brand-700';

function ShareStep() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className="h-auto w-full">
      <rect x="20" y="6" width="120" height="108" rx="14" className={frame} strokeWidth="2" />
      <rect x="32" y="20" width="96" height="8" rx="4" className="fill-line" />
      <rect x="32" y="36" width="70" height="6" rx="3" className="fill-line/70" />
      <rect x="32" y="48" width="84" height="6" rx="3" className="fill-line/70" />
      <line x1="20" y1="86" x2="140" y2="86" className="stroke-line" strokeWidth="2" />
      {[40, 60, 100, 120].map((x) => (
        <circle key={x} cx={x} cy="100" r="3" className="fill-ink-muted/50" />
      ))}
      <circle cx="80" cy="100" r="12" className={mark} strokeWidth="2" />
      <path d="M75 99v7h10v-7M80 92v9M76.5 95.5 80 92l3.5 3.5" fill="none" className="stroke-brand-800" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function AddStep() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className="h-auto w-full">
      <rect x="20" y="6" width="120" height="108" rx="14" className={frame} strokeWidth="2" />
      {[22, 44, 88].map((y) => (
        <g key={y}>
          <rect x="32" y={y} width="96" height="16" rx="5" className="fill-canvas" />
          <rect x="40" y={y + 6} width="52" height="4" rx="2" className="fill-line" />
        </g>
      ))}
      <rect x="30" y="64" width="100" height="20" rx="6" className={mark} strokeWidth="2" />
      <rect x="40" y="70" width="48" height="5" rx="2.5" className="fill-brand-700" />
      <rect x="110" y="67" width="13" height="13" rx="3" fill="none" className="stroke-brand-800" strokeWidth="1.8" />
      <path d="M116.5 70.5v6M113.5 73.5h6" className="stroke-brand-800" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function ConfirmStep() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className="h-auto w-full">
      <rect x="20" y="6" width="120" height="108" rx="14" className={frame} strokeWidth="2" />
      <rect x="30" y="18" width="26" height="6" rx="3" className="fill-line" />
      <rect x="100" y="13" width="32" height="16" rx="8" className={mark} strokeWidth="2" />
      <rect x="107" y="19" width="18" height="4" rx="2" className="fill-brand-700" />
      <rect x="34" y="44" width="30" height="30" rx="8" fill="#0f6a57" />
      <path d="M41.5 62c3 0 3-3.8 6-3.8s3 3.8 6 3.8 3-3.8 3-3.8M41.5 56.3c2 0 2.8-1.9 4.7-1.9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="72" y="50" width="52" height="6" rx="3" className="fill-line" />
      <rect x="72" y="62" width="36" height="5" rx="2.5" className="fill-line/70" />
    </svg>
  );
}

export function IosSteps({ title, steps }: { title: string; steps: { share: string; add: string; confirm: string } }) {
  const items = [
    { text: steps.share, Picture: ShareStep },
    { text: steps.add, Picture: AddStep },
    { text: steps.confirm, Picture: ConfirmStep },
  ];
  return (
    <section aria-labelledby="install-ios" className="mt-10">
      <h2 id="install-ios" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {items.map(({ text, Picture }, index) => (
          <li key={text} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <div className="flex items-start gap-3">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <p>{text}</p>
            </div>
            <div className="mx-auto mt-auto w-full max-w-56">
              <Picture />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
