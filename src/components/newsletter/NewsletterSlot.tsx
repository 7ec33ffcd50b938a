'use client';

import { Activity, use, useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

type FormCode = typeof import('./NewsletterForm');

/** How close the box may come to the viewport before its code is fetched. */
const NEAR = '300px 0px';

/*
 * The form's code. The server has it at once (it renders the whole box, which posts without
 * JavaScript). In the browser the promise stays pending until `fetchForm` is first called;
 * meanwhile React leaves the server's HTML of the box as it is, and hydrates that same DOM once
 * the code is there.
 */
let formCode: Promise<FormCode> | undefined;
let deliver: ((code: FormCode) => void) | undefined;
let fetching = false;
let renders = 0;

function code(): Promise<FormCode> {
  formCode ??=
    typeof window === 'undefined'
      ? import('./NewsletterForm')
      : new Promise<FormCode>((resolve) => (deliver = resolve));
  return formCode;
}

function fetchForm() {
  code();
  if (fetching) return;
  fetching = true;
  import('./NewsletterForm').then(
    (loaded) => deliver?.(loaded),
    // No code (offline, say): the box stays a plain form post; the next approach tries again.
    () => (fetching = false),
  );
}

function Form({ doneIcon }: { doneIcon: ReactNode }) {
  // False while React hydrates the server's HTML; true when it renders the box afresh (a public
  // page reached by Next's router from outside the public frame has no server HTML of the box):
  // then fetch at once, or the navigation would wait on a box nobody has reached.
  const fresh = useHydrated();
  // React tries to hydrate the box once after the page hydrates (and waits, as meant). Any later
  // attempt is React needing it now (a navigation changed a context above it, say), so fetch
  // the code rather than hold that update up.
  if (typeof window !== 'undefined' && (fresh || ++renders > 1)) fetchForm();
  const { NewsletterForm } = use(code());
  return <NewsletterForm doneIcon={doneIcon} />;
}

/**
 * The footer's newsletter box on every page, hydrated only when needed: its code (the form and
 * the shared lead-form hook) is not part of any page's first JavaScript. It is fetched when the
 * box comes near the viewport or at the first focus or press inside it, whichever comes first;
 * what the visitor typed before is kept (React hydrates the same DOM and the form adopts the
 * field's value).
 *
 * The boundary is an Activity rather than a Suspense: React hydrates both lazily, but streams a
 * Suspense boundary this far down a page out of line (in a hidden div, shown by a script),
 * which would leave the box invisible without JavaScript.
 */
export function NewsletterSlot({ doneIcon }: { doneIcon: ReactNode }) {
  // On the server, wait for the code here, so the form is always in the HTML.
  if (typeof window === 'undefined') use(code());
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = slot.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchForm();
      },
      { rootMargin: NEAR },
    );
    observer.observe(box);
    box.addEventListener('focusin', fetchForm);
    box.addEventListener('pointerdown', fetchForm);
    return () => {
      observer.disconnect();
      box.removeEventListener('focusin', fetchForm);
      box.removeEventListener('pointerdown', fetchForm);
    };
  }, []);

  return (
    <div data-slot="newsletter" ref={slot}>
      <Activity mode="visible">
        <Form doneIcon={doneIcon} />
      </Activity>
    </div>
  );
}
