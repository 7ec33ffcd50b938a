import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from './Button';

const onDark =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-white px-5 py-2.5 ' +
  'text-base font-semibold text-white transition-colors hover:bg-white/10 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

export type LinkButtonVariant = 'primary' | 'secondary' | 'onDark';

const classFor = (variant: LinkButtonVariant) =>
  variant === 'onDark' ? onDark : buttonClass(variant);

/**
 * A link that looks like a button. Pages of this site go through next/link; anchors on the
 * same page, phone numbers and mail addresses stay plain links.
 */
export function LinkButton({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  variant?: LinkButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const classes = `${classFor(variant)} ${className}`;
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  );
}
