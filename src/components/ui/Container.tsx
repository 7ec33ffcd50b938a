import type { HTMLAttributes } from 'react';

/** The page's content width and side padding. */
export function Container({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`} {...props} />
  );
}
