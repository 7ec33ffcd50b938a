import { describe, expect, it } from 'vitest';
import type { TrackedRequest, TrackResult } from './types';
import { englishTrackHref, trackLanguageTarget } from './track-language';

const found = (language: TrackedRequest['language']): TrackResult => ({
  ok: true,
  request: {
    reference: 'BK-7Q2M9X',
    kind: 'booking',
    status: 'new',
    createdAt: '2026-12-01T10:00:00.000Z',
    language,
    timeline: [],
  },
});
const typed = { reference: 'BK-7Q2M9X', contact: '98610 45678' };

describe('the English /track and the language of the request it finds', () => {
  it('sends a Hindi or Odia request to its page, with what was typed', () => {
    expect(trackLanguageTarget('en', found('hi'), { ...typed, claim: 'filed' })).toBe(
      '/hi/track?reference=BK-7Q2M9X&contact=98610+45678&claim=filed',
    );
    expect(trackLanguageTarget('en', found('or'), typed)).toBe(
      '/or/track?reference=BK-7Q2M9X&contact=98610+45678',
    );
  });

  it('keeps an English request, a request not found, and a page the visitor chose', () => {
    expect(trackLanguageTarget('en', found('en'), typed)).toBeUndefined();
    expect(trackLanguageTarget('en', { ok: false, reason: 'not_found' }, typed)).toBeUndefined();
    expect(trackLanguageTarget('en', undefined, { reference: 'BK-7Q2M9X' })).toBeUndefined();
    // On /hi/track an Odia request stays in Hindi: the visitor chose the page's language.
    expect(trackLanguageTarget('hi', found('or'), typed)).toBeUndefined();
  });

  it('keeps English once the customer chose it on the Hindi page', () => {
    const back = new URL(englishTrackHref(typed.reference, typed.contact), 'https://x.in');
    expect(back.pathname).toBe('/track');
    const query = Object.fromEntries(back.searchParams);
    expect(query).toEqual({ ...typed, language: 'en' });
    expect(trackLanguageTarget('en', found('hi'), query)).toBeUndefined();
  });
});
