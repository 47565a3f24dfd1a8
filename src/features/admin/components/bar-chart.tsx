import { scaleBand, scaleLinear } from '@visx/scale';
import { numberFormat } from '@/lib/intl-formats';

export interface Bar {
  key: string;
  label: string;
  /** Stacked parts from the bottom, each with its own colour class. */
  parts: Array<{ value: number; className: string }>;
}

// Drawn at a phone's width and scaled up: its labels stay readable on every screen.
const WIDTH = 440;
const HEIGHT = 220;
const M = { top: 10, right: 8, bottom: 28, left: 36 };

/** The stacked bars as one path outline per colour class. */
function paths(bars: Bar[], x: ReturnType<typeof scaleBand<string>>, y: ReturnType<typeof scaleLinear<number>>, innerHeight: number): Array<[string, string]> {
  const byClass = new Map<string, string[]>();
  const width = x.bandwidth().toFixed(2);
  for (const bar of bars) {
    let base = innerHeight;
    const left = (x(bar.key) ?? 0).toFixed(2);
    for (const part of bar.parts) {
      const height = innerHeight - y(part.value);
      if (height <= 0) continue;
      base -= height;
      const d = byClass.get(part.className) ?? [];
      d.push(`M${left} ${base.toFixed(2)}h${width}v${height.toFixed(2)}h-${width}z`);
      byClass.set(part.className, d);
    }
  }
  return [...byClass].map(([className, d]) => [className, d.join('')]);
}

/**
 * Bars drawn on the server as SVG with visx's scales: nothing to hydrate, sized by its box. The
 * figures are in the table beside it; the chart's label says what it shows.
 */
export function BarChart({ bars, label, locale, every = 1 }: { bars: Bar[]; label: string; locale: string; every?: number }) {
  const innerWidth = WIDTH - M.left - M.right;
  const innerHeight = HEIGHT - M.top - M.bottom;
  const max = Math.max(1, ...bars.map((b) => b.parts.reduce((n, p) => n + p.value, 0)));
  const x = scaleBand<string>({ domain: bars.map((b) => b.key), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const number = numberFormat(locale);
  const ticks = y.ticks(4).filter((t) => Number.isInteger(t));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 block h-auto w-full" preserveAspectRatio="xMidYMid meet">
      <g transform={`translate(${M.left},${M.top})`}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="stroke-line" strokeDasharray={t === 0 ? undefined : '3 3'} />
            <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-ink-muted text-[13px]">
              {number.format(t)}
            </text>
          </g>
        ))}
        {/* One path per colour, not an element per bar: a 90-day chart stays a few elements. */}
        {paths(bars, x, y, innerHeight).map(([className, d]) => (
          <path key={className} d={d} className={className} />
        ))}
        {bars.map((bar, i) =>
          i % every === (bars.length - 1) % every ? (
            // The last label ends at its bar's right edge, so it is not cut off by the chart's edge.
            <text
              key={bar.key}
              x={(x(bar.key) ?? 0) + (i === bars.length - 1 ? x.bandwidth() : x.bandwidth() / 2)}
              y={innerHeight + 16}
              textAnchor={i === bars.length - 1 ? 'end' : 'middle'}
              className="fill-ink-muted text-[13px]"
            >
              {bar.label}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
