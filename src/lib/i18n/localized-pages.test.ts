import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { cities } from '@/content/cities';
import { publicRoutes } from '@/content/routes';
import { services } from '@/content/services';
import { proxy } from '@/proxy';
import { isTranslatedPath } from './localized-paths';
import { unknownLocalizedPage } from './localized-pages';

const appDir = path.resolve(import.meta.dirname, '../../app');

/** The addresses of a language's route folder: a dynamic segment as every value it is built for. */
function addressesOf(locale: string): string[] {
  const values: Record<string, readonly string[]> = {
    '[city]': cities.map((city) => city.slug),
    '[slug]': services.map((service) => service.slug),
    '[token]': ['a1b2c3'],
  };
  return readdirSync(path.join(appDir, locale), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) =>
      path
        .dirname(file)
        .split(path.sep)
        .filter((part) => part !== '.'),
    )
    .flatMap((parts) =>
      parts.reduce<string[]>(
        (paths, part) =>
          paths.flatMap((at) => (values[part] ?? [part]).map((value) => `${at}/${value}`)),
        [`/${locale}`],
      ),
    );
}

describe('the pages under /hi and /or (the proxy answers any other address there with a 404)', () => {
  for (const locale of ['hi', 'or'] as const) {
    it(`knows every page of src/app/${locale} and every translated route, and no other address`, () => {
      const addresses = addressesOf(locale);
      expect(addresses).toContain(`/${locale}/packers-and-movers/bhubaneswar`);
      const pages = addresses.filter((address) => !address.endsWith('/page-not-found'));
      expect(pages.filter((address) => unknownLocalizedPage(address))).toEqual([]);
      const translated = publicRoutes.filter((route) => isTranslatedPath(route));
      const prefixed = translated.map((route) =>
        route === '/' ? `/${locale}` : `/${locale}${route}`,
      );
      expect(prefixed.filter((address) => !addresses.includes(address))).toEqual([]);
      for (const unknown of [
        '/nonexistent',
        '/packers-and-movers/atlantis',
        '/services/unknown',
        '/services/packingandmoving/more',
        '/blog',
        '/about',
        '/admin',
        '/review',
        '/review/a1b2c3/more',
        '/page-not-found',
      ])
        expect(unknownLocalizedPage(`/${locale}${unknown}`), unknown).toBe(locale);
    });
  }

  it('leaves English addresses alone, known or not', () => {
    for (const address of ['/', '/nonexistent', '/hindi', '/history/hi', '/packers-and-movers/x'])
      expect(unknownLocalizedPage(address), address).toBeUndefined();
  });

  it('has the proxy show the language’s 404 page with status 404, and a known page as it is', () => {
    const unknown = proxy(new NextRequest('http://localhost/or/packers-and-movers/atlantis?a=1'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/or/page-not-found?a=1',
    );
    const known = proxy(new NextRequest('http://localhost/hi/faq'));
    expect(known.status).toBe(200);
    expect(known.headers.get('x-middleware-next')).toBe('1');
  });
});
