'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What the button must never sit on: anything a visitor fills in, presses or follows. */
const WORKED = 'a[href], button, input, select, textarea, summary, label';

/**
 * Whether something the visitor works lies under `button`'s box: the page is hit-tested at the
 * box's centre and corners, beneath the button itself.
 */
function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const inset = box.width * 0.15;
  const points: [number, number][] = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !button.contains(element) && element.closest(WORKED) !== null),
  );
}

/**
 * A link fixed in the corner of the screen (the WhatsApp button) that steps aside: on a phone
 * it would sit on a form's field or its send button as the page scrolls, so it is hidden (and
 * out of the tab order) while anything the visitor works is beneath it, and comes back when
 * the corner is clear. Checked once a frame at most, on scroll, resize, and after a tap or a
 * change of focus (a booking step shows other fields). Without JavaScript it stays.
 * What it shows is rendered on the server and passed in as children.
 */
export function SteppingAsideLink({
  href,
  className,
  testId,
  children,
}: {
  href: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const button = ref.current!;
    let frame = 0;
    const check = () => {
      frame = 0;
      // Its box is where it shows (hiding only fades it); a keyboard on it keeps it shown.
      setCovering(document.activeElement !== button && coversSomething(button));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const events = ['scroll', 'resize', 'focusin', 'click', 'input'] as const;
    for (const event of events) window.addEventListener(event, soon, { passive: true });
    soon();
    return () => {
      for (const event of events) window.removeEventListener(event, soon);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      data-covering={covering || undefined}
      className={`${className} data-covering:invisible data-covering:opacity-0`}
    >
      {children}
    </a>
  );
}
