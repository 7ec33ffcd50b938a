import { describe, expect, it } from 'vitest';
import { inLocale, localePath } from './in-locale';

describe('inLocale', () => {
  const texts = { en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' }, or: { hello: 'ନମସ୍କାର' } };
  it.each([
    ['en', 'Hello'],
    ['hi', 'नमस्ते'],
    ['or', 'ନମସ୍କାର'],
  ] as const)('reads %s', (locale, hello) => expect(inLocale(locale, texts).hello).toBe(hello));
});

describe('localePath', () => {
  it('keeps English paths and puts Hindi and Odia under their prefix', () => {
    expect(localePath('en', '/track?ref=BK-1')).toBe('/track?ref=BK-1');
    expect(localePath('hi', '/track?ref=BK-1')).toBe('/hi/track?ref=BK-1');
    expect(localePath('or', '/')).toBe('/or');
  });
});
