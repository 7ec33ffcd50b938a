'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What the button must never sit on: anything a visitor fills in, presses or follows. */
const WORKED = 'a[href], button, input, select, textarea, summary, label';

/** How far something may reach under the button's edge (its rounded corner and shadow). */
const EDGE = 8;
/** Lines of hit tests each way, 10 px apart on the 56 px button: no link passes between them. */
const LINES = 5;

/**
 * Whether something the visitor works lies under `button`'s box, more than EDGE inside it: the
 * page is hit-tested on a grid over the box, beneath the button itself. (Its centre and corners
 * alone let a one-line link, the footer's e-mail, sit between them.)
 */
function coversSomething(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const along = (from: number, size: number) =>
    Array.from({ length: LINES }, (_, i) => from + EDGE + (i * (size - 2 * EDGE)) / (LINES - 1));
  return along(box.top, box.height).some((y) =>
    along(box.left, box.width).some((x) =>
      document
        .elementsFromPoint(x, y)
        .some((element) => !button.contains(element) && element.closest(WORKED) !== null),
    ),
  );
}

/**
 * A link fixed in the corner of the screen (the WhatsApp button) that steps aside: on a phone
 * it would sit on a form's field or its send button as the page scrolls, so it is hidden (and
 * out of the tab order) while anything the visitor works is beneath it, and comes back when
 * the corner is clear. Checked once a frame at most, on scroll, resize, and after a tap or a
 * change of focus (a booking step shows other fields), each time just after the frame is painted.
 * Without JavaScript it stays.
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
    // After the next frame is painted, not before it: 25 hit tests in the frame that answers a
    // tap (a menu or a pop-up opening) delayed its paint by up to ≈ 20 ms with the CPU 4× slower.
    let timer = 0;
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(() => (timer = window.setTimeout(check, 0)));
    };
    const events = ['scroll', 'resize', 'focusin', 'click', 'input'] as const;
    for (const event of events) window.addEventListener(event, soon, { passive: true });
    soon();
    return () => {
      for (const event of events) window.removeEventListener(event, soon);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
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
