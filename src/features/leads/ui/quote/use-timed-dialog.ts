import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';

interface Options {
  /** Opens this long after the page opened (once; never again after it has been shown). */
  delayMs: number;
  /** How long the fade-out runs before the dialog is really closed. */
  fadeMs: number;
  /** The control that takes focus when the dialog opens. */
  initialFocusId: string;
  /** Where focus goes on close when nothing outside the dialog had it before. */
  fallbackFocusId: () => string;
}

// Only the first mount in a document may count from the page load; a later visit (client-side
// navigation back to the page) waits the whole delay again.
let countedFromPageLoad = false;

function firstDelay(delayMs: number): number {
  if (countedFromPageLoad) return delayMs;
  countedFromPageLoad = true;
  const load = performance.getEntriesByType('navigation')[0];
  const loadedHere = load && new URL(load.name).pathname === window.location.pathname;
  return loadedHere ? Math.max(0, delayMs - performance.now()) : delayMs;
}

/**
 * A native modal <dialog> that opens by itself after a delay, fades in (CSS @starting-style)
 * and out, and gives focus back on close. Escape fades it out like Cancel. The page behind it
 * does not scroll while it is modal: globals.css derives that from the dialog's state
 * (`html:has(dialog:modal)`), so no way of closing (a fade, or the browser closing it outright
 * on a second Escape) can leave the page locked. Opening renders nothing in React: what an
 * open costs is the browser's (the modal's whole-document restyle), not the form's.
 */
export function useTimedDialog({ delayMs, fadeMs, initialFocusId, fallbackFocusId }: Options) {
  const ref = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const shown = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const dueAt = useRef<number | undefined>(undefined);

  const open = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    shown.current = true;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    dialog.showModal();
    document.getElementById(initialFocusId)?.focus();
  }, [initialFocusId]);

  const close = useCallback(() => {
    const dialog = ref.current;
    if (!dialog?.open || closeTimer.current !== undefined) return;
    // The fade starts when the attribute is on the dialog, so it is committed before the timer
    // starts: a busy page would otherwise render it late and cut the fade short.
    flushSync(() => setClosing(true));
    closeTimer.current = window.setTimeout(() => dialog.close(), fadeMs);
  }, [fadeMs]);

  /** The native close event: after the fade, or when the browser closed it outright. */
  function onClose() {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    setClosing(false);
    const target = returnTo.current?.isConnected ? returnTo.current : null;
    (target ?? document.getElementById(fallbackFocusId()))?.focus();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close();
  }

  useEffect(() => {
    dueAt.current ??= performance.now() + firstDelay(delayMs);
    const timer = window.setTimeout(
      () => {
        if (!shown.current) open();
      },
      Math.max(0, dueAt.current - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [delayMs, open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return {
    open,
    close,
    dialogProps: { ref, onClose, onCancel, 'data-closing': closing || undefined },
  };
}
