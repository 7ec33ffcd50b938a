import { describe, expect, it } from 'vitest';
import { defaultLocale, htmlLang, isLocale, locales } from './locales';
import type { Translated } from './translated';

const english = {
  title: 'Book your move',
  count: (n: number) => `${n} items`,
  steps: ['One', 'Two'],
  href: '/booking',
} as const;

describe('Translated', () => {
  it('accepts another language in the same shape', () => {
    const hindi: Translated<typeof english> = {
      title: 'अपनी शिफ्टिंग बुक करें',
      count: (n) => `${n} सामान`,
      steps: ['एक', 'दो'],
      href: '/booking',
    };
    expect(hindi.count(3)).toBe('3 सामान');
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
  });

  it('refuses a translation with a key missing', () => {
    // @ts-expect-error -- `href` is missing
    const partial: Translated<typeof english> = { title: 'x', count: () => 'y', steps: [] };
    expect(Object.keys(partial)).not.toContain('href');
  });
});

describe('isLocale', () => {
  it.each([...locales])('knows %s', (locale) => expect(isLocale(locale)).toBe(true));
  it.each(['', 'EN', 'ta', null, 3])('refuses %s', (value) => expect(isLocale(value)).toBe(false));
});

describe('htmlLang', () => {
  it('names an Indian language tag for every locale, English the default', () => {
    expect(defaultLocale).toBe('en');
    expect(locales.map((locale) => htmlLang[locale])).toEqual(['en-IN', 'hi-IN', 'or-IN']);
  });
});
