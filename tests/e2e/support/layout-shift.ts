import type { Page } from '@playwright/test';

/**
 * The page's layout shift so far: the sum of the browser's buffered `layout-shift` entries
 * (what CLS is made of). Call it once the page has hydrated, to check that hydration moved
 * nothing. An observer with nothing buffered never calls back, hence the short wait.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
