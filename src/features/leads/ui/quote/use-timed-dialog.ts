import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ToggleEvent,
} from 'react';
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

const isOpen = (dialog: HTMLDialogElement) => dialog.matches(':popover-open');
const focusable = (root: HTMLElement) =>
  [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
    ),
  ].filter((node) => node.tabIndex >= 0);

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
 * A <dialog> shown as a popover (`popover="manual"`, in the top layer, over a ::backdrop) that
 * opens by itself after a delay, fades in (CSS @starting-style) and out, and gives focus back on
 * close. It is not `showModal()`: a modal dialog makes the whole page behind inert, and that
 * restyle of every element was most of an open's time on a slow phone (issue 50's INP,
 * docs/benchmarks.md). What modality gave is kept by hand: `aria-modal` tells assistive
 * technology the page behind is out of reach, the backdrop takes every tap, Tab and Shift+Tab
 * wrap inside the dialog and focus that lands behind it is brought back; Escape fades it out like
 * Cancel. The page behind does not scroll while it is open: globals.css derives that from its
 * state (`html:has(dialog:popover-open)`), so no way of closing can leave the page locked.
 * Opening renders nothing in React.
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
    if (!dialog || isOpen(dialog)) return;
    shown.current = true;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    dialog.showPopover();
    document.getElementById(initialFocusId)?.focus();
  }, [initialFocusId]);

  const close = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen(dialog) || closeTimer.current !== undefined) return;
    // The fade starts when the attribute is on the dialog, so it is committed before the timer
    // starts: a busy page would otherwise render it late and cut the fade short.
    flushSync(() => setClosing(true));
    closeTimer.current = window.setTimeout(() => dialog.hidePopover(), fadeMs);
  }, [fadeMs]);

  /** The popover's own toggle: closed after the fade (or by anything else that hid it). */
  function onToggle(event: ToggleEvent<HTMLDialogElement>) {
    if (event.newState !== 'closed') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    setClosing(false);
    const target = returnTo.current?.isConnected ? returnTo.current : null;
    (target ?? document.getElementById(fallbackFocusId()))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const controls = focusable(event.currentTarget);
      const edge = event.shiftKey ? controls[0] : controls.at(-1);
      if (edge && event.target === edge) {
        event.preventDefault();
        (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
      }
    }
  }

  // Focus that reaches the page behind by any other way (a screen reader's own move, the
  // browser's toolbar and back) is brought back into the open dialog.
  useEffect(() => {
    const onFocusIn = ({ target }: FocusEvent) => {
      const dialog = ref.current;
      if (dialog && isOpen(dialog) && !dialog.contains(target as Node))
        focusable(dialog)[0]?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

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
    dialogProps: {
      ref,
      popover: 'manual' as const,
      'aria-modal': true,
      onToggle,
      onKeyDown,
      'data-closing': closing || undefined,
    },
  };
}
