'use client';

import { useEffect, useRef, useState } from 'react';
import { MessageCircle } from '@/components/ui/line-icons';
import { frameText } from '@/content/nav';
import { whatsappHref } from '@/lib/whatsapp';

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
 * The floating chat button: opens WhatsApp with the company's number and a greeting typed. On a
 * phone it would sit on a form's field or its send button as the page scrolls; it steps aside
 * (hidden, out of the tab order) while anything the visitor works is beneath it, and comes
 * back when the corner is clear. Checked once a frame at most, on scroll, resize, and after a
 * tap or a change of focus (a booking step shows other fields). Without JavaScript it stays.
 */
export function WhatsAppButton() {
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
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-button"
      data-covering={covering || undefined}
      className="group fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg shadow-green-900/30 transition-[opacity,scale] hover:scale-105 hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand-600 data-covering:invisible data-covering:opacity-0 motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">{frameText.whatsappLabel}</span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-full mr-3 hidden rounded-lg bg-brand-900 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white group-hover:block group-focus-visible:block"
      >
        {frameText.whatsappTooltip}
      </span>
    </a>
  );
}
