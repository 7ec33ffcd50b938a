'use client';

import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** What arrived: focus moves again when it changes. */
  arrival: string;
  id: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading that takes keyboard and screen-reader focus when it appears (the delete
 * confirmation): React's autoFocus only covers form controls.
 */
export function FocusOnArrival({ arrival, id, className, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [arrival]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
