import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Loaded lazily, after load, for a sample of page views: hands each of the five metrics of this
 * page view to POST /api/vitals as web-vitals settles it (LCP, CLS and INP when the page is
 * hidden). A beacon survives the page being closed; nothing but route, metric and value is sent.
 */
export function sendVitals(route: string): void {
  const send = ({ name, value }: Metric) => {
    const body = JSON.stringify({ route, metric: name, value });
    const sent = navigator.sendBeacon?.(
      VITALS_ENDPOINT,
      new Blob([body], { type: 'application/json' }),
    );
    if (!sent) {
      void fetch(VITALS_ENDPOINT, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => {});
    }
  };
  onTTFB(send);
  onFCP(send);
  onLCP(send);
  onCLS(send);
  onINP(send);
}
