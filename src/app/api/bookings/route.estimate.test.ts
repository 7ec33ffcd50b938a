import { describe, expect, it } from 'vitest';
import { estimateMessages } from '@/features/estimate/content/estimate';
import { todayInIndia } from '@/lib/dates';
import { fieldText, csvFieldValue } from '@/features/leads/format';
import { computeEstimate } from '@/features/estimate/compute-estimate';
import { estimateValidUntil } from '@/features/estimate/estimate-query';
import { parseEstimateSnapshot } from '@/features/estimate/snapshot';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST as postBooking } from './route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { sampleBooking } from '@tests/support/sample-booking';

const inputs = { size: '2bhk', from: 'mumbai', to: 'pune', floorFrom: 3, liftFrom: false };
const booking = sampleBooking();

describe.each(testEngines)('a lead made at an estimate, on %s', (engine) => {
  const app = useAppStore(engine);
  const stored = async (table: 'bookings' | 'quoteRequests', id: string) =>
    (
      await app.db
        .selectFrom(table)
        .select('estimate')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).estimate;

  it('stores the server’s own figures from the inputs, never the client’s, valid 7 days', async () => {
    const response = await postBooking(
      jsonRequest('/api/bookings', { ...booking, estimate: { ...inputs, total: 1, lines: [] } }),
    );
    expect(response.status).toBe(201);
    const snapshot = parseEstimateSnapshot(await stored('bookings', (await response.json()).id));
    const expected = computeEstimate({
      size: '2bhk',
      from: 'mumbai',
      to: 'pune',
      floorFrom: 3,
      liftFrom: false,
      floorTo: 0,
      liftTo: false,
      packing: 'standard',
      cars: 0,
      bikes: 0,
      declaredValue: 0,
    });
    expect(snapshot).toMatchObject({ ...expected, validUntil: estimateValidUntil() });
    expect(snapshot?.inputs).toMatchObject({
      size: '2bhk',
      from: 'mumbai',
      to: 'pune',
      floorFrom: 3,
    });
    expect(snapshot?.total).toBe(expected.total);
  });

  it('takes the /estimate query string as the estimate too, and stores null without one', async () => {
    const withQuery = await postBooking(
      jsonRequest('/api/bookings', { ...booking, estimate: 'size=1bhk&km=420' }),
    );
    const snapshot = parseEstimateSnapshot(await stored('bookings', (await withQuery.json()).id));
    expect(snapshot?.assumptions[0]).toBe('Road distance as you gave it: 420 km.');
    const without = await postBooking(jsonRequest('/api/bookings', booking));
    expect(await stored('bookings', (await without.json()).id)).toBeNull();
  });

  it('answers 400 for an estimate that is not valid, naming it, and stores nothing', async () => {
    const response = await postBooking(
      jsonRequest('/api/bookings', { ...booking, estimate: { ...inputs, size: '9bhk' } }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ estimate: estimateMessages.size });
    const rows = await app.db.selectFrom('bookings').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('stores it with a quotation request, and staff read it in the table, email and CSV', async () => {
    const response = await postQuote(
      jsonRequest('/api/quotes', {
        source: 'quotation',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        phone: '+91 98610 45678',
        moveDate: todayInIndia(),
        origin: 'Delhi',
        destination: 'Jaipur',
        estimate: { size: '3bhk', from: 'delhi', to: 'jaipur', cars: 1 },
      }),
    );
    expect(response.status).toBe(201);
    const json = await stored('quoteRequests', (await response.json()).id);
    const snapshot = parseEstimateSnapshot(json);
    expect(snapshot?.lines.map((line) => line.label)).toContain(
      'Car transport on a closed carrier: 1 × Sedan',
    );
    const text = fieldText('quote', 'estimate', { estimate: json });
    expect(text).toContain('3 BHK, Delhi → Jaipur');
    expect(text).toContain('Car transport on a closed carrier: 1 × Sedan');
    expect(csvFieldValue('quote', 'estimate', { estimate: json })).not.toContain('\n');
  });
});
