import Link from '@/components/ui/LocalLink';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './Button';

/**
 * A link that looks like a button: for navigation, never for actions. Pages of this site go
 * through next/link; anchors on the same page, phone numbers and mail addresses stay plain links.
 * Public links never prefetch: a page's first seconds belong to the page itself (issue 15).
 */
export function LinkButton({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const classes = `${buttonClass(variant)} ${className}`;
  if (href.startsWith('/')) {
    return (
      <Link prefetch={false} href={href} className={classes}>
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
