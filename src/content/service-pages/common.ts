import { claims } from '../claims';
import { site } from '../site';
import { bookingPath, services, type ServiceSlug } from '../services';

/** /booking?service=… for the booking choice that matches a service page. */
export function bookFor(slug: ServiceSlug): string {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return bookingPath(service.bookingService);
}

export const callCta = {
  label: `Call ${site.phone.display}`,
  href: `tel:${site.phone.tel}`,
  variant: 'secondary',
} as const;

/** Words every service page shares. */
export const servicePageText = {
  closing: {
    title: 'Ready when you are',
    text: `Book online in two minutes or call us. ${claims.callbackPromise}`,
    book: 'Book Your Move',
  },
  gallerySuffix: 'Illustration',
  quoteContact: {
    title: 'Talk to our quotes desk',
    text: `${claims.support}. ${claims.emailReply}`,
    phoneLabel: 'Phone',
    emailLabel: 'Email',
  },
} as const;
