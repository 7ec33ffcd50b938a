import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 disabled:bg-slate-400 disabled:text-white',
  secondary:
    'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:text-slate-500',
  /** On the navy bands: a white outline that fills on hover. */
  onDark:
    'border-2 border-white bg-white/10 text-white hover:bg-white hover:text-brand-900 focus-visible:outline-white',
} as const;

export type ButtonVariant = keyof typeof variants;

const sizes = {
  normal: 'min-h-11 rounded-lg px-5 py-2.5 text-base font-semibold',
  /** The crew's phone: a full-width target a gloved thumb finds. */
  large: 'min-h-14 w-full rounded-xl px-4 py-3 text-lg font-bold',
} as const;

export type ButtonSize = keyof typeof sizes;

/** The one look of buttons and button-like links. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'normal') =>
  `inline-flex items-center justify-center gap-2 ${sizes[size]} ` +
  'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed ' +
  variants[variant];

export function Button({
  variant = 'primary',
  size = 'normal',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}
