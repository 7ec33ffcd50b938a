/**
 * Fills that read apart in black and white (a photocopy, a grey-scale screen, colour blindness):
 * solid, stripes, dots, hatching, open. One ink colour; the legend shows the same swatches.
 */
export const INK = '#0f2257';
const LIGHT = '#dbe6fe';

const PATTERNS: { id: string; body: React.ReactNode }[] = [
  { id: 'solid', body: <rect width="8" height="8" fill={INK} /> },
  {
    id: 'diagonal',
    body: (
      <>
        <rect width="8" height="8" fill="white" />
        <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke={INK} strokeWidth="2" />
      </>
    ),
  },
  {
    id: 'dots',
    body: (
      <>
        <rect width="8" height="8" fill="white" />
        <circle cx="4" cy="4" r="2" fill={INK} />
      </>
    ),
  },
  {
    id: 'horizontal',
    body: (
      <>
        <rect width="8" height="8" fill="white" />
        <path d="M0,2 h8 M0,6 h8" stroke={INK} strokeWidth="1.5" />
      </>
    ),
  },
  {
    id: 'cross',
    body: (
      <>
        <rect width="8" height="8" fill="white" />
        <path d="M0,0 l8,8 M8,0 l-8,8" stroke={INK} strokeWidth="1.2" />
      </>
    ),
  },
  {
    id: 'vertical',
    body: (
      <>
        <rect width="8" height="8" fill="white" />
        <path d="M2,0 v8 M6,0 v8" stroke={INK} strokeWidth="1.5" />
      </>
    ),
  },
  { id: 'light', body: <rect width="8" height="8" fill={LIGHT} /> },
  { id: 'open', body: <rect width="8" height="8" fill="white" /> },
];

/** The fill of a series: the i-th named one, "other" (light) or "unknown" (open). */
export function fillOf(prefix: string, series: number | 'other' | 'unknown'): string {
  const id =
    series === 'unknown'
      ? 'open'
      : series === 'other'
        ? 'light'
        : PATTERNS[Math.min(series, PATTERNS.length - 3)]!.id;
  return `url(#${prefix}-${id})`;
}

/** The <defs> a chart's fills point at (ids prefixed, so two charts on a page never clash). */
export function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {PATTERNS.map((pattern) => (
        <pattern
          key={pattern.id}
          id={`${prefix}-${pattern.id}`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
        >
          {pattern.body}
        </pattern>
      ))}
    </defs>
  );
}
