import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.mjs';

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
