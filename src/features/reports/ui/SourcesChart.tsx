import { reportTexts as t } from '@/features/reports/content';
import { formatCount } from '@/lib/format-inr';
import { OTHER_SOURCES, UNKNOWN_SOURCE, type Report } from '@/features/reports/figures';
import { bucketLabel, sourceLabel } from '@/features/reports/tables';
import { fillOf, INK, PatternDefs } from './patterns';

const WIDTH = 360;
const LABEL = 92;
const ROW = 22;
const BAR = 14;
const TOTAL = 40;

/**
 * Leads per week (or month) by source: one horizontal bar per bucket, stacked by source, drawn
 * on the server as SVG (no script). Horizontal, so a year of weeks stays readable on a phone:
 * the chart grows down, never sideways. The numbers are in the table beside it.
 */
export function SourcesChart({ report }: { report: Report }) {
  const { by } = report.period;
  const grouping = by === 'week' ? 'week' : 'month';
  const max = Math.max(1, ...report.sources.map((row) => row.total));
  const scale = (WIDTH - LABEL - TOTAL) / max;
  const legendRows = Math.ceil(report.sourceColumns.length / 2);
  const top = legendRows * 20 + 8;
  const height = top + report.sources.length * ROW + 4;
  const seriesOf = (key: string, i: number) =>
    key === UNKNOWN_SOURCE ? 'unknown' : key === OTHER_SOURCES ? 'other' : i;
  const leads = report.sources.reduce((n, row) => n + row.total, 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="sources-chart-title sources-chart-desc"
      className="h-auto w-full max-w-xl"
    >
      <title id="sources-chart-title">{t.charts.sourcesTitle(grouping)}</title>
      <desc id="sources-chart-desc">
        {t.charts.sourcesDesc(formatCount(leads), report.buckets.length, grouping)}
      </desc>
      <PatternDefs prefix="src" />
      {report.sourceColumns.map((key, i) => (
        <g key={key} transform={`translate(${(i % 2) * 180}, ${Math.floor(i / 2) * 20})`}>
          <rect width="14" height="14" fill={fillOf('src', seriesOf(key, i))} stroke={INK} />
          <text x="20" y="11.5" fontSize="12" fill={INK}>
            {sourceLabel(key)}
          </text>
        </g>
      ))}
      {report.sources.map((row, r) => {
        const y = top + r * ROW;
        let x = LABEL;
        return (
          <g key={row.bucket}>
            <text x={LABEL - 6} y={y + 11.5} fontSize="11" textAnchor="end" fill={INK}>
              {shortBucket(bucketLabel(row.bucket, by))}
            </text>
            {report.sourceColumns.map((key, i) => {
              const width = (row.counts[key] ?? 0) * scale;
              const rect =
                width > 0 ? (
                  <rect
                    key={key}
                    x={x}
                    y={y}
                    width={width}
                    height={BAR}
                    fill={fillOf('src', seriesOf(key, i))}
                    stroke={INK}
                    strokeWidth="0.75"
                  />
                ) : null;
              x += width;
              return rect;
            })}
            <text x={x + 4} y={y + 11.5} fontSize="11" fill={INK}>
              {formatCount(row.total)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** "Mon, 23 Nov 2026" → "23 Nov 2026" (the chart's room is narrow; the table has it whole). */
function shortBucket(label: string): string {
  return label.replace(/^\w{3}, /, '');
}
