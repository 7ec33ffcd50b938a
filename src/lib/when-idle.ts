/**
 * Runs `work` once the browser is idle (at the latest 3 s on), for layout paid ahead of a tap
 * (warm-date-control.ts, warm-menu-text.ts). Safari has no requestIdleCallback: a timer a second
 * on stands in for it. Returns a cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1000);
  return () => window.clearTimeout(id);
}
