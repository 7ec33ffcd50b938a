import { beforeEach, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { computeEstimate } from '@/features/estimate/compute-estimate';
import { estimateValidUntil } from '@/features/estimate/estimate-query';
import { bookingPrefillOf, carriedEstimateOf, quoteFormPrefillOf } from './carried-estimate';

// Today in India, read per test: a run that crosses midnight IST must not carry yesterday.
let date: string;
beforeEach(() => {
  date = todayInIndia();
});

describe('the estimate a link carries to /booking and /quote', () => {
  it('is read from the query, figures by the server, valid 7 days', () => {
    const carried = carriedEstimateOf({
      service: 'household-shifting',
      size: '2bhk',
      from: 'mumbai',
      to: 'pune',
      floorFrom: '3',
      date,
      utm_source: 'x',
    })!;
    expect(carried.result).toEqual(computeEstimate(carried.inputs));
    expect(carried.validUntil).toBe(estimateValidUntil());
    // Only the estimate's inputs go back in the hidden field, with the defaults filled in.
    const sent = new URLSearchParams(carried.query);
    expect(sent.get('size')).toBe('2bhk');
    expect(sent.get('floorFrom')).toBe('3');
    expect(sent.get('packing')).toBe('standard');
    expect(sent.has('service')).toBe(false);
    expect(sent.has('utm_source')).toBe(false);
  });

  it('is none without a size, or when the schema refuses it (a date gone by)', () => {
    expect(carriedEstimateOf({ service: 'car-shifting' })).toBeUndefined();
    expect(
      carriedEstimateOf({ size: '2bhk', from: 'mumbai', to: 'pune', date: '2020-01-01' }),
    ).toBeUndefined();
    expect(carriedEstimateOf({ size: '9bhk', from: 'mumbai', to: 'pune' })).toBeUndefined();
  });

  it('prefills the booking: a known ?service wins, else the estimate’s, and its date', () => {
    const office = carriedEstimateOf({ size: 'office', seats: '20', km: '40', date });
    expect(bookingPrefillOf({}, office)).toEqual({
      service: 'office-shifting',
      date,
      pickupCity: '',
      dropCity: '',
    });
    expect(bookingPrefillOf({ service: 'car-shifting' }, office).service).toBe('car-shifting');
    expect(bookingPrefillOf({ service: 'nonsense' }, undefined)).toEqual({
      service: '',
      date: '',
      pickupCity: '',
      dropCity: '',
    });
  });

  it('prefills the booking’s pickup and drop cities by name from the estimate', () => {
    const carried = carriedEstimateOf({ size: '2bhk', from: 'delhi', to: 'jaipur', date })!;
    expect(bookingPrefillOf({}, carried)).toMatchObject({
      pickupCity: 'Delhi',
      dropCity: 'Jaipur',
    });
  });

  it('prefills the quotation form with the cities by name and the move type', () => {
    const carried = carriedEstimateOf({ size: '1bhk', from: 'delhi', to: 'jaipur', date })!;
    expect(quoteFormPrefillOf(carried)).toEqual({
      moveDate: date,
      origin: 'Delhi',
      destination: 'Jaipur',
      moveType: 'residential',
    });
    const byKm = carriedEstimateOf({ size: 'office', seats: '8', km: '300' })!;
    expect(quoteFormPrefillOf(byKm)).toMatchObject({ origin: '', moveType: 'commercial' });
  });
});
