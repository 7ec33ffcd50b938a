import { site } from '@/content/site';

/** Canonical origin for links and the sitemap: SITE_URL when set at build, else localhost. */
export function siteUrl(): string {
  return (process.env.SITE_URL || site.defaultUrl).replace(/\/+$/, '');
}
