import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { siteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return publicRoutes.map((route) => ({
    url: `${origin}${route}`,
    changeFrequency: 'monthly',
    priority: route === '/' ? 1 : route.startsWith('/services') || route === '/booking' ? 0.8 : 0.5,
  }));
}
