import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { siteUrl } from '@/env';
import { locales } from '@/lib/i18n/locales';
import { isTranslatedPath, localizedPath } from '@/lib/i18n/localized-paths';

/** Pages people search for directly: services, the city pages, booking. */
const mainRoutes = ['/services', '/packers-and-movers/', '/booking'];

/**
 * Every public page; a translated one also in Hindi and Odia, each naming the others
 * (hreflang) as its page's head does.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return publicRoutes.flatMap((route) => {
    const priority =
      route === '/' ? 1 : mainRoutes.some((start) => route.startsWith(start)) ? 0.8 : 0.5;
    if (!isTranslatedPath(route))
      return [{ url: `${origin}${route}`, changeFrequency: 'monthly' as const, priority }];
    const languages = Object.fromEntries(
      locales.map((locale) => [locale, `${origin}${localizedPath(route, locale)}`]),
    );
    return locales.map((locale) => ({
      url: `${origin}${localizedPath(route, locale)}`,
      changeFrequency: 'monthly' as const,
      priority,
      alternates: { languages },
    }));
  });
}
