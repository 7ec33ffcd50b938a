import { describe, expect, it } from 'vitest';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { adminRequest, params, tokenFromSetCookie } from '../../../../tests/support/admin-requests';
import { countVital } from '@/features/vitals/server/data/web-vitals';
import { testEngines } from '../../../../tests/support/test-engines';
import { useAppStore } from '../../../../tests/support/test-app';
import { POST as signIn } from '@/app/api/admin/session/route';
import { GET as vitals } from '@/app/api/admin/vitals/route';
import { firstDayOf, summarise } from './vitals-report';

describe('summarise', () => {
  const bar = (metric: string, bucket: number, count: number, route = '/') => ({
    route,
    metric,
    bucket,
    count,
  });

  it('takes the bucket where three quarters of the reports are reached, and rates it', () => {
    const items = summarise([
      bar('LCP', 1000, 2),
      bar('LCP', 2600, 1),
      bar('LCP', 4500, 1),
      bar('CLS', 5, 1, '/faq'),
      bar('CLS', 300, 3, '/faq'),
      bar('INP', 250, 1, '/faq'),
    ]);
    expect(items).toEqual([
      { route: '/', metric: 'LCP', p75: 2600, count: 4, rating: 'needs-improvement' },
      { route: '/faq', metric: 'CLS', p75: 0.3, count: 4, rating: 'poor' },
      { route: '/faq', metric: 'INP', p75: 250, count: 1, rating: 'needs-improvement' },
    ]);
  });

  it('rates at the thresholds themselves as the better side', () => {
    const [lcp, cls] = summarise([bar('LCP', 2500, 1), bar('CLS', 250, 1)]);
    expect(lcp?.rating).toBe('good');
    expect(cls?.rating).toBe('needs-improvement');
  });
});

describe('firstDayOf', () => {
  it('counts today as the first of the days, in India time', () => {
    // 20:00 UTC on 10 March is already 11 March in India.
    const now = new Date('2026-03-10T20:00:00Z');
    expect(firstDayOf(1, now)).toBe('2026-03-11');
    expect(firstDayOf(28, now)).toBe('2026-02-12');
  });
});

describe.each(testEngines)('GET /api/admin/vitals on %s', (engine) => {
  const app = useAppStore(engine);

  async function session() {
    await setAdminPassword(app.db, 'staff-password-1');
    const response = await signIn(
      adminRequest('/api/admin/session', {
        method: 'POST',
        body: { password: 'staff-password-1' },
      }),
      params({}),
    );
    return tokenFromSetCookie(response);
  }

  it('answers p75 and count per route and metric for the days asked, older days left out', async () => {
    const today = firstDayOf(1);
    const old = firstDayOf(29);
    for (const bucket of [800, 900, 1000, 3000]) {
      await countVital(app.db, { day: today, route: '/', metric: 'LCP', bucket });
    }
    await countVital(app.db, { day: old, route: '/', metric: 'LCP', bucket: 9000 });
    await countVital(app.db, { day: old, route: '/faq', metric: 'INP', bucket: 90 });
    const cookie = await session();

    const response = await vitals(
      adminRequest('/api/admin/vitals?days=28', { cookie }),
      params({}),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      days: 28,
      since: firstDayOf(28),
      items: [{ route: '/', metric: 'LCP', p75: 1000, count: 4, rating: 'good' }],
    });
    const wider = await (
      await vitals(adminRequest('/api/admin/vitals?days=30', { cookie }), params({}))
    ).json();
    expect(wider.items).toHaveLength(2);
    expect(wider.items[0]).toMatchObject({ route: '/', p75: 3000, count: 5 });
  });

  it('answers 401 without a session and 400 to days outside 1–90', async () => {
    expect((await vitals(adminRequest('/api/admin/vitals'), params({}))).status).toBe(401);
    const cookie = await session();
    for (const days of ['0', '91', 'x', '2.5']) {
      const response = await vitals(
        adminRequest(`/api/admin/vitals?days=${days}`, { cookie }),
        params({}),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty('days');
    }
  });
});
