import { leadPageTexts } from '@/features/leads/content/staff';
import { reviewTexts } from '@/features/reviews/content';
import { customerWhatsappTexts } from '@/features/leads/content/customer-whatsapp';

/** A stored phone (+91XXXXXXXXXX, or as typed) as a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A chat with the customer on WhatsApp, the greeting (naming them and the reference) typed. */
export function customerWhatsappHref(
  phone: string,
  name: string,
  reference: string,
  /** In the customer's language (customer-whatsapp.hi.ts, .or.ts); English by default. */
  greeting: (name: string, reference: string) => string = customerWhatsappTexts.greeting,
): string {
  const digits = phone.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting(name, reference))}`;
}

/** The done move's one-time review link, typed into a WhatsApp chat with the customer. */
export function reviewWhatsappHref(
  phone: string,
  reference: string,
  url: string,
  /** In the customer's language (reviews' content.hi.ts, .or.ts); English by default. */
  message: (reference: string, url: string) => string = reviewTexts.whatsapp,
): string {
  const digits = phone.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(message(reference, url))}`;
}

/** An email to the customer with the reference in the subject. */
export function customerMailtoHref(email: string, reference: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(leadPageTexts.emailSubject(reference))}`;
}
