import { describe, expect, it } from 'vitest';
import { vitalsCollection } from '@/features/vitals/content';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST } from './route';

const beacon = (body: unknown, address = '203.0.113.7') =>
  POST(jsonRequest('/api/vitals', body, { 'x-client-address': address }));

describe.each(testEngines)('POST /api/vitals on %s', (engine) => {
  const app = useAppStore(engine);
  const stored = () =>
    app.db.selectFrom('webVitals').selectAll().orderBy('metric').orderBy('bucket').execute();

  it('answers 204 and counts the report in its day, route, metric and bucket, nothing else', async () => {
    const first = await beacon({ route: '/services', metric: 'LCP', value: 1234.5 });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect(first.headers.get('set-cookie')).toBeNull();
    await beacon({ route: '/services', metric: 'LCP', value: 1201 });
    await beacon({ route: '/services', metric: 'CLS', value: 0.031 });
    const rows = await stored();
    const day = rows[0]?.day;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { day, route: '/services', metric: 'CLS', bucket: 35, count: 1 },
      { day, route: '/services', metric: 'LCP', bucket: 1250, count: 2 },
    ]);
  });

  it.each([
    [{ route: '/nowhere', metric: 'LCP', value: 900 }, 'route'],
    [{ route: '/services', metric: 'FID', value: 900 }, 'metric'],
    [{ route: '/services', metric: 'LCP', value: -1 }, 'value'],
    [{ route: '/services', metric: 'LCP', value: '900' }, 'value'],
    [{ route: '/services', metric: 'CLS', value: 11 }, 'value'],
    [{ metric: 'INP', value: 40 }, 'route'],
  ])('answers 400 and stores nothing for %j', async (body, field) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields)).toEqual([field]);
    expect(await stored()).toEqual([]);
  });

  it('answers 415 to a body that is not JSON and stores nothing', async () => {
    const response = await POST(
      new Request('http://localhost/api/vitals', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-client-address': '203.0.113.7' },
        body: '{"route":"/","metric":"LCP","value":1}',
      }),
    );
    expect(response.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('limits reports per address with 429 and Retry-After; another address still counts', async () => {
    const { limit } = vitalsCollection.rateLimit;
    const report = { route: '/', metric: 'TTFB', value: 120 };
    for (let i = 0; i < limit; i++) expect((await beacon(report)).status).toBe(204);
    const over = await beacon(report);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await over.json()).error.code).toBe('rate_limited');
    expect((await beacon(report, '198.51.100.9')).status).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => Number(row.count))).toEqual([limit + 1]);
  });
});
