/**
 * The mark's shapes: a roof over a forward arrow on a rounded square, in a 40 × 40 box. A plain
 * function, not a component: next/og (the share cards) takes only intrinsic elements in <svg>.
 */
export function markShapes(background: string) {
  const stroke = {
    fill: 'none',
    strokeWidth: 3.2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  return (
    <>
      <rect width="40" height="40" rx="10" fill={background} />
      <path d="M9 20 L20 10.5 L31 20" stroke="#fff" {...stroke} />
      <path d="M12 27.5 H27 M22.5 23 L27 27.5 L22.5 32" stroke="#f97316" {...stroke} />
    </>
  );
}

/** The company's mark: a roof over a forward arrow, on the navy brand square. Decorative. */
export function LogoMark({
  className = 'size-10',
  onDark = false,
}: {
  className?: string;
  onDark?: boolean;
}) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      {markShapes(onDark ? '#1d4fd8' : '#0f2257')}
    </svg>
  );
}
