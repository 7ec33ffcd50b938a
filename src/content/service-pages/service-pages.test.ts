import { describe, expect, it } from 'vitest';
import { bookingServiceSlugs } from '@/features/leads/content/booking';
import { guidePath } from '../guides-paths';
import { budgetPackages } from '../packages';
import { publicRoutes } from '../routes';
import { services } from '../services';
import { site } from '../site';
import { servicePages, type ServicePageContent } from './index';

/** Every button on a page: the hero's, each section's, and the package cards'. */
function buttonsOf(page: ServicePageContent) {
  return [
    ...page.hero.ctas,
    ...page.blocks.flatMap((block) => [
      ...(block.ctas ?? []),
      ...(block.kind === 'packages' ? block.packages.map((pack) => pack.cta) : []),
    ]),
  ];
}

const button = (page: ServicePageContent, label: string) => {
  const found = buttonsOf(page).find((cta) => cta.label === label);
  if (!found) throw new Error(`${page.slug} has no button "${label}"`);
  return found;
};

describe('service pages', () => {
  it('exist for each of the 11 catalogue entries, under their own slug', () => {
    expect(services).toHaveLength(11);
    for (const service of services) {
      expect(servicePages[service.slug].slug).toBe(service.slug);
    }
  });

  it.each(services.map((service) => [service.slug, service.bookingService] as const))(
    '%s: every button leads somewhere real',
    (slug, bookingService) => {
      const page = servicePages[slug];
      const anchors = new Set(page.blocks.map((block) => block.id).filter(Boolean));
      for (const { label, href } of buttonsOf(page)) {
        const where = `${slug} "${label}" → ${href}`;
        if (href.startsWith('#')) {
          expect(anchors.has(href.slice(1)), where).toBe(true);
        } else if (href.startsWith('tel:')) {
          expect(href, where).toBe(`tel:${site.phone.tel}`);
        } else {
          const url = new URL(href, 'http://site.test');
          expect(publicRoutes as readonly string[], where).toContain(url.pathname);
          if (url.pathname === '/booking') {
            const service = url.searchParams.get('service');
            expect(bookingServiceSlugs as readonly string[], where).toContain(service);
            expect(service, where).toBe(bookingService);
          }
        }
      }
      expect(
        buttonsOf(page).some((cta) => cta.href.startsWith('/booking?service=')),
        slug,
      ).toBe(true);
    },
  );

  it('turn the spec’s dead buttons into real destinations', () => {
    const { premoving, safestorage, smartmovebudget, bikeshifting } = servicePages;
    expect(button(premoving, 'Book Consultation').href).toMatch(/^\/booking\?service=/);
    expect(button(premoving, 'Download Planning Guide').href).toBe(guidePath('moving-plan'));

    const plans = button(safestorage, 'View Storage Plans').href;
    const target = safestorage.blocks.find((block) => `#${block.id}` === plans);
    expect(target?.kind).toBe('storage');
    expect(button(safestorage, 'Schedule Facility Tour').href).toBe(
      '/booking?service=safe-storage',
    );

    expect(button(smartmovebudget, 'Get Your Quote').href).toMatch(/^\/booking\?service=/);
    expect(button(smartmovebudget, 'Download Savings Guide').href).toBe(guidePath('savings'));

    expect(button(bikeshifting, 'Book the Service').href).toBe('/booking?service=bike-shifting');
    expect(button(bikeshifting, 'Contact Us').href).toBe('/contact');
  });

  it('mark exactly one package, the Standard Move, as best value', () => {
    expect(budgetPackages.filter((pack) => pack.featured).map((pack) => pack.title)).toEqual([
      'Standard Move',
    ]);
  });

  it('show no testimonial or rating written by hand: ratings come from published reviews', () => {
    const blocks = Object.values(servicePages).flatMap((page) => page.blocks);
    expect(blocks.map((block) => block.kind)).not.toContain('testimonials');
    expect(JSON.stringify(servicePages)).not.toMatch(/out of 5|\d\/5\b/);
  });

  it('give each page sections with unique titles and anchors', () => {
    for (const page of Object.values(servicePages)) {
      const titles = page.blocks.map((block) => block.title);
      const ids = page.blocks.flatMap((block) => (block.id ? [block.id] : []));
      expect(new Set(titles).size, page.slug).toBe(titles.length);
      expect(new Set(ids).size, page.slug).toBe(ids.length);
    }
  });
});
