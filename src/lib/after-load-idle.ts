/**
 * Calls `run` once the page has loaded, `delayMs` more have passed and the browser is idle, so
 * what it starts never competes with the page's own first paint or hydration. Returns a cancel.
 */
export function afterLoadAndIdle(run: () => void, delayMs = 0): () => void {
  let timer = 0;
  let idle = 0;
  const schedule = () => {
    timer = window.setTimeout(() => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(run, { timeout: 2000 })
          : window.setTimeout(run, 0);
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}
