import { site } from '@/content/site';

/** The wa.me link that opens a chat with the company, with the greeting already typed. */
export function whatsappHref(message: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

/** A wa.me link with no number: WhatsApp opens with the message typed and asks whom to send it to. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
