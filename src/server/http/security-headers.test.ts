import { describe, expect, it } from 'vitest';
import {
  CREW_SHEET_PERMISSIONS,
  securityHeaders,
  withSecurityHeaders,
} from './security-headers.mjs';

describe('the security headers', () => {
  it('send HSTS (and upgrade-insecure-requests) only when SITE_URL is https', () => {
    expect(securityHeaders('https://moveease.in')['Strict-Transport-Security']).toMatch(
      /max-age=\d{8}/,
    );
    expect(securityHeaders('https://moveease.in')['Content-Security-Policy']).toContain(
      'upgrade-insecure-requests',
    );
    for (const site of ['http://127.0.0.1:3000', '']) {
      expect(securityHeaders(site)['Strict-Transport-Security']).toBeUndefined();
      expect(securityHeaders(site)['Content-Security-Policy']).not.toContain('upgrade');
    }
  });
});

describe('the crew sheet’s geolocation', () => {
  it('is allowed to the staff area (where the crew sheet is) only, on its own origin', async () => {
    const seen: Record<string, string> = {};
    const respond = withSecurityHeaders(() => {});
    const urls = ['/admin/moves/abc', '/admin?x=1', '/administrator', '/track', '/'];
    for (const url of urls)
      respond(
        { url } as never,
        {
          setHeader: (name: string, value: string) => {
            if (name === 'Permissions-Policy') seen[url] = value;
          },
        } as never,
      );
    expect(seen['/admin/moves/abc']).toBe(CREW_SHEET_PERMISSIONS);
    expect(seen['/admin?x=1']).toContain('geolocation=(self)');
    for (const url of ['/administrator', '/track', '/'])
      expect(seen[url]).toContain('geolocation=()');
  });
});
