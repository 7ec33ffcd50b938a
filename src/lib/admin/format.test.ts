import { describe, expect, it } from 'vitest';
import { csvFieldValue, fieldText, isShown } from './format';

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
