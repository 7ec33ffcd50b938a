import { site } from '@/content/site';

/** The wa.me link that opens a chat with the company, with the greeting already typed. */
export function whatsappHref(message: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message)}`;
}
