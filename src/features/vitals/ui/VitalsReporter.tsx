'use client';

import { useEffect } from 'react';
import { vitalsCollection } from '@/features/vitals/content';
import { afterLoadAndIdle } from '@/lib/after-load-idle';

/**
 * Real visitors' speed: for a sample of page views, fetches the small web-vitals chunk and
 * reports this page view's metrics. It is no part of loading the page: it starts
 * `vitalsCollection.startAfterMs` after load, or sooner at the visitor's first tap, key or
 * scroll, and then only when the browser is idle. Nothing is lost by waiting: web-vitals reads
 * TTFB, FCP, LCP and layout shifts from the browser's buffered entries. Page views outside the
 * sample load nothing at all.
 */
export function VitalsReporter() {
  useEffect(() => {
    if (Math.random() >= vitalsCollection.sampleRate) return;
    const route = window.location.pathname;
    const cancels: (() => void)[] = [];
    // Only one way in is armed at a time: the delay and the listeners, or after a first input
    // the idle callback alone; starting disarms everything left.
    const start = () => {
      cancelAll();
      void import('@/features/vitals/send-vitals').then(({ sendVitals }) => sendVitals(route));
    };
    const cancelAll = () => cancels.splice(0).forEach((cancel) => cancel());
    const firstInput = ['pointerdown', 'keydown', 'scroll'] as const;
    const onFirstInput = () => {
      cancelAll();
      cancels.push(afterLoadAndIdle(start));
    };
    firstInput.forEach((type) => window.addEventListener(type, onFirstInput, { passive: true }));
    cancels.push(
      () => firstInput.forEach((type) => window.removeEventListener(type, onFirstInput)),
      afterLoadAndIdle(start, vitalsCollection.startAfterMs),
    );
    return cancelAll;
  }, []);
  return null;
}
