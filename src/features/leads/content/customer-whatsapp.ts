import { site } from '@/content/site';

/** The WhatsApp message staff start a chat with the customer with (they can edit it before sending). */
export const customerWhatsappTexts = {
  greeting: (name: string, reference: string) =>
    `Namaste ${name}, this is ${site.shortName} about your request ${reference}.`,
} as const;
