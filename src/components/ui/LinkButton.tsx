import Link from 'next/link';
import type { ComponentProps } from 'react';

const variants = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  onDark: 'border-2 border-white bg-white/10 text-white hover:bg-white hover:text-brand-900',
} as const;

export type LinkButtonVariant = keyof typeof variants;

export const linkButtonClass = (variant: LinkButtonVariant = 'primary') =>
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold ' +
  'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  (variant === 'onDark' ? 'focus-visible:outline-white ' : 'focus-visible:outline-brand-600 ') +
  variants[variant];

/** A link that looks like a button: for navigation, never for actions. */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<typeof Link> & { variant?: LinkButtonVariant }) {
  return <Link className={`${linkButtonClass(variant)} ${className}`} {...props} />;
}
