import { describe, expect, it } from 'vitest';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postContact } from '@/app/api/contact/route';
import { GET as track } from '@/app/api/track/route';
import { trackPage } from '@/features/tracking/content';
import { parseEstimateSnapshot } from '@/features/estimate/snapshot';
import { trackedEstimateDetail } from '@/features/tracking/estimate-detail';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { sampleBooking, sampleEstimateInputs } from '@tests/support/sample-booking';

const booking = sampleBooking({ estimate: { ...sampleEstimateInputs, liftFrom: false } });

const lookUp = (reference: string, contact: string) =>
  track(
    new Request(
      `http://localhost/api/track?reference=${reference}&contact=${encodeURIComponent(contact)}`,
      { headers: { 'x-client-address': '203.0.113.60' } },
    ),
  );

describe.each(testEngines)('the estimate on /track, on %s', (engine) => {
  const app = useAppStore(engine);

  it('answers the total, range and last valid day of a booking made at an estimate, nothing more', async () => {
    const created = (await (await postBooking(jsonRequest('/api/bookings', booking))).json()) as {
      id: string;
      reference: string;
    };
    const row = await app.db.selectFrom('bookings').select('estimate').executeTakeFirstOrThrow();
    const snapshot = parseEstimateSnapshot(row.estimate)!;
    const body = (await (await lookUp(created.reference, 'meera@example.in')).json()) as {
      estimate: unknown;
    };
    expect(body.estimate).toEqual({
      total: snapshot.total,
      low: snapshot.low,
      high: snapshot.high,
      validUntil: snapshot.validUntil,
    });
    // Neither the inputs nor the lines nor the tariff: the answer is a summary.
    expect(JSON.stringify(body)).not.toMatch(/mumbai|lines|tariff|inputs/i);
  });

  it('answers no estimate for a request without one', async () => {
    const contact = await postContact(
      jsonRequest('/api/contact', { name: 'Ravi', email: 'ravi@example.in', message: 'Hi' }),
    );
    const { reference } = (await contact.json()) as { reference: string };
    const body = await (await lookUp(reference, 'ravi@example.in')).json();
    expect(body).not.toHaveProperty('estimate');
  });
});

describe('the estimate line on /track', () => {
  const estimate = { total: 58280, low: 52400, high: 67100, validUntil: '2030-03-07' };

  it('gives the total, the range and the last valid day', () => {
    expect(trackedEstimateDetail(estimate, '2030-03-07')).toEqual({
      label: trackPage.result.estimateLabel,
      value:
        '₹58,280 with GST (₹52,400 to ₹67,100 after the free survey), valid until 7 March 2030',
    });
  });

  it('says when it has expired instead of quoting the range', () => {
    const { value } = trackedEstimateDetail(estimate, '2030-03-08');
    expect(value).toContain('expired');
    expect(value).not.toContain('₹52,400');
  });
});
