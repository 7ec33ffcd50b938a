import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { siteUrl } from '@/env';

/** Pages people search for directly: services, the city pages, booking. */
const mainRoutes = ['/services', '/packers-and-movers/', '/booking'];

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return publicRoutes.map((route) => ({
    url: `${origin}${route}`,
    changeFrequency: 'monthly',
    priority: route === '/' ? 1 : mainRoutes.some((start) => route.startsWith(start)) ? 0.8 : 0.5,
  }));
}
