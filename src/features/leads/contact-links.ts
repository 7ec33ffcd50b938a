import { leadPageTexts } from '@/features/leads/content/staff';
import { reviewTexts } from '@/features/reviews/content';

/** A stored phone (+91XXXXXXXXXX, or as typed) as a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A chat with the customer on WhatsApp, the greeting (naming them and the reference) typed. */
export function customerWhatsappHref(phone: string, name: string, reference: string): string {
  const digits = phone.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(leadPageTexts.whatsappGreeting(name, reference))}`;
}

/** The done move's one-time review link, typed into a WhatsApp chat with the customer. */
export function reviewWhatsappHref(phone: string, reference: string, url: string): string {
  const digits = phone.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(reviewTexts.whatsapp(reference, url))}`;
}

/** An email to the customer with the reference in the subject. */
export function customerMailtoHref(email: string, reference: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(leadPageTexts.emailSubject(reference))}`;
}
