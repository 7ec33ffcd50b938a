import { describe, expect, it } from 'vitest';
import { csvFieldValue, fieldText, formatDay, isShown } from './format';

describe('the fields most leads leave empty', () => {
  const web = { pickupCity: null, pickupArea: null, channel: null, email: null };
  const byHand = { pickupCity: 'Pune', pickupArea: '', channel: 'walk-in', email: null };

  it('are shown only when they hold something; the others always', () => {
    expect(isShown('booking', 'pickupCity', web)).toBe(false);
    expect(isShown('booking', 'channel', web)).toBe(false);
    expect(isShown('booking', 'pickupCity', byHand)).toBe(true);
    expect(isShown('booking', 'pickupArea', byHand)).toBe(false);
    expect(isShown('booking', 'channel', byHand)).toBe(true);
    // Not one of them: an empty email still has its line (staff see it is missing).
    expect(isShown('booking', 'email', web)).toBe(true);
  });

  it('say how a lead came in: by its label for staff, as a code in the CSV (the site’s: website)', () => {
    expect(fieldText('contact', 'channel', byHand)).toBe('Walk-in');
    expect(fieldText('contact', 'channel', web)).toBeNull();
    expect(csvFieldValue('contact', 'channel', byHand)).toBe('walk-in');
    expect(csvFieldValue('contact', 'channel', web)).toBe('website');
  });
});

describe('a calendar day as people in India read it', () => {
  it.each([
    ['2030-03-01', 'Fri, 1 Mar 2030'],
    ['2026-12-11', 'Fri, 11 Dec 2026'],
    ['2027-01-31', 'Sun, 31 Jan 2027'],
    ['not a date', 'not a date'],
  ])('%s reads "%s": no comma before the year', (ymd, read) => {
    expect(formatDay(ymd)).toBe(read);
  });
});
