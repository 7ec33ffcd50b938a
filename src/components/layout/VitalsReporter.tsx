'use client';

import { useEffect } from 'react';
import { vitalsCollection } from '@/content/vitals';
import { afterLoadAndIdle } from '@/lib/after-load-idle';

/**
 * Real visitors' speed: for a sample of page views, once the page has loaded and the browser is
 * idle, fetches the small web-vitals chunk and reports this page view's metrics. Nothing runs
 * before load, and the other page views load nothing at all.
 */
export function VitalsReporter() {
  useEffect(() => {
    if (Math.random() >= vitalsCollection.sampleRate) return;
    const route = window.location.pathname;
    return afterLoadAndIdle(() => {
      void import('@/lib/vitals/send-vitals').then(({ sendVitals }) => sendVitals(route));
    });
  }, []);
  return null;
}
