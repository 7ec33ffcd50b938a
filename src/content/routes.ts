import { blogPath, blogPosts } from './blog';
import { cities } from './cities';
import { cityPagePath } from './city-pages/common';
import { guidePath, guideSlugs } from './guides-paths';
import { services } from './services';

/**
 * Every public page, for the sitemap, the route tests and the Lighthouse benchmark.
 * A new page is added here too.
 */
export const publicRoutes = [
  '/',
  '/services',
  ...services.map((service) => `/services/${service.slug}`),
  '/booking',
  '/contact',
  '/terms',
  '/faq',
  '/privacy',
  '/blog',
  ...blogPosts.map((post) => blogPath(post.slug)),
  '/about',
  '/quote',
  '/unique',
  '/welcome',
  '/ourprocess',
  '/operation',
  ...cities.map((city) => cityPagePath(city.slug)),
  '/featured',
  '/pricing',
  '/estimate',
  '/reviews',
  ...guideSlugs.map((slug) => guidePath(slug)),
] as const;

/** Public pages rendered per request (they answer their query string), not prerendered. */
export const dynamicPublicRoutes: readonly string[] = ['/estimate', '/reviews'];
