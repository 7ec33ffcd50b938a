import { describe, expect, it } from 'vitest';
import { estimateMessages as m } from '@/features/estimate/content/estimate';
import { validationMessages } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { computeEstimate } from '@/features/estimate/compute-estimate';
import { ESTIMATE_RATE, MAX_ESTIMATE_QUERY_CHARS } from '@/features/estimate/server/estimate-endpoint';
import { GET } from './route';

let address = 0;
const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  GET(
    new Request(`http://localhost/api/estimate?${new URLSearchParams(query)}`, {
      headers: { 'x-client-address': `10.0.0.${++address % 250}`, ...headers },
    }),
  );

// A month ahead: a moving date must lie between today and two years on.
const inAMonth = (() => {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
})();

const valid = {
  size: '2bhk',
  from: 'mumbai',
  to: 'pune',
  floorFrom: '3',
  liftFrom: 'false',
  floorTo: '0',
  liftTo: 'true',
  packing: 'premium',
  cars: '1',
  bikes: '1',
  declaredValue: '200000',
  date: inAMonth,
};

describe('GET /api/estimate', () => {
  it('answers the contract: INR, range, lines, subtotal, GST, total, assumptions', async () => {
    const response = await get(valid);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      ['assumptions', 'currency', 'gst', 'high', 'lines', 'low', 'subtotal', 'total'].sort(),
    );
    expect(body).toEqual(
      computeEstimate({
        size: '2bhk',
        from: 'mumbai',
        to: 'pune',
        floorFrom: 3,
        liftFrom: false,
        floorTo: 0,
        liftTo: true,
        packing: 'premium',
        cars: 1,
        bikes: 1,
        declaredValue: 200_000,
        date: inAMonth,
      }),
    );
    expect(body.lines.map((line: { label: string }) => line.label)).toContain(
      'Stairs at pick-up: 3 floors without a lift',
    );
  });

  it('needs only a size and a route; the rest has defaults', async () => {
    const response = await get({ size: '1bhk', km: '420' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.assumptions[0]).toBe('Road distance as you gave it: 420 km.');
    expect(body.lines).toHaveLength(2);
  });

  it('prices an office by its seats and a move within one city', async () => {
    const body = await (
      await get({ size: 'office', seats: '12', from: 'pune', to: 'pune' })
    ).json();
    expect(body.lines[0].label).toBe('Packing, loading and unloading: office of 12 seats');
    expect(body.assumptions[0]).toBe('A move within Pune of about 15 km.');
  });

  // Each field invalid in turn: 400, the field named with its own message, nothing else wrong.
  const invalid: [field: string, value: string, message: string][] = [
    ['size', '5bhk', m.size],
    ['size', '', m.size],
    ['from', 'paris', m.from],
    ['to', 'Pune ', m.to],
    ['km', '0', m.km],
    ['km', '5001', m.km],
    ['km', '12.5', m.km],
    ['floorFrom', '-1', m.floor],
    ['floorTo', '61', m.floor],
    ['liftFrom', 'yes', m.lift],
    ['liftTo', '1', m.lift],
    ['packing', 'deluxe', m.packing],
    ['cars', '6', m.vehicles],
    ['bikes', 'two', m.vehicles],
    ['carType', 'truck', m.carType],
    ['bikeType', 'moped', m.bikeType],
    ['declaredValue', '1e6', m.declaredValue],
    ['declaredValue', '10000001', m.declaredValue],
    ['date', '2099-02-30', validationMessages.dateInvalid],
    ['date', '2020-01-01', validationMessages.datePast],
    ['date', '9999-12-31', validationMessages.dateTooFar],
  ];
  it.each(invalid)('answers 400 for %s = %j', async (field, value, message) => {
    const query = { ...valid, [field]: value };
    if (value === '') delete (query as Record<string, string>)[field];
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Some fields need attention.',
        fields: { [field]: message },
      },
    });
  });

  it('ignores seats unless the move is an office, whatever they hold', async () => {
    for (const seats of ['12', '0', 'many']) {
      const response = await get({ ...valid, seats });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(await (await get(valid)).json());
    }
  });

  it('asks for seats for an office, and for a route or km', async () => {
    const office = await (await get({ ...valid, size: 'office' })).json();
    expect(office.error.fields).toEqual({ seats: m.seats });
    const route = await (await get({ ...valid, to: '' })).json();
    expect(route.error.fields).toEqual({ to: m.route });
    const nothing = await (await get({ size: '2bhk' })).json();
    expect(nothing.error.fields).toEqual({ from: m.route });
  });

  it('refuses an over-long query string with 413', async () => {
    const response = await get({ ...valid, padding: 'x'.repeat(MAX_ESTIMATE_QUERY_CHARS) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it('limits each client address, with Retry-After', async () => {
    const headers = { 'x-client-address': '192.0.2.77' };
    for (let i = 0; i < ESTIMATE_RATE.limit; i++) {
      expect((await get({ size: '1rk', km: '5' }, headers)).status).toBe(200);
    }
    const blocked = await get({ size: '1rk', km: '5' }, headers);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get({ size: '1rk', km: '5' })).status).toBe(200);
  });
});
