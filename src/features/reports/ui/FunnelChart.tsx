import { reportTexts as t } from '@/features/reports/content';
import { formatCount } from '@/lib/format-inr';
import type { FunnelCounts } from '@/features/reports/figures';
import { fillOf, INK, PatternDefs } from './patterns';

const WIDTH = 360;
const LABEL = 84;
const ROW = 30;
const BAR = 20;
const STEPS = ['leads', 'contacted', 'quoted', 'booked', 'done'] as const;

/**
 * The funnel from lead to completed move, as bars from the same left edge (so lengths compare),
 * each labelled with its count and its share of the leads. Server-drawn SVG, no script.
 */
export function FunnelChart({ total }: { total: FunnelCounts }) {
  const max = Math.max(1, total.leads);
  const scale = (WIDTH - LABEL - 100) / max;
  const height = STEPS.length * ROW + 4;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="funnel-chart-title funnel-chart-desc"
      className="h-auto w-full max-w-xl"
    >
      <title id="funnel-chart-title">{t.charts.funnelTitle}</title>
      <desc id="funnel-chart-desc">
        {t.charts.funnelDesc(formatCount(total.leads), formatCount(total.done))}
      </desc>
      <PatternDefs prefix="fun" />
      {STEPS.map((step, i) => {
        const y = i * ROW + 2;
        const width = total[step] * scale;
        const share = total.leads > 0 ? Math.round((total[step] / total.leads) * 100) : 0;
        return (
          <g key={step}>
            <text x={LABEL - 6} y={y + 14.5} fontSize="12" textAnchor="end" fill={INK}>
              {t.steps[step]}
            </text>
            <rect
              x={LABEL}
              y={y}
              width={Math.max(width, 1)}
              height={BAR}
              fill={fillOf('fun', i)}
              stroke={INK}
              strokeWidth="0.75"
            />
            <text x={LABEL + width + 4} y={y + 14.5} fontSize="12" fill={INK}>
              {formatCount(total[step])} ({share}%)
            </text>
          </g>
        );
      })}
    </svg>
  );
}
