import { site } from '@/content/site';
import type { Translated } from '@/lib/i18n/translated';
import type * as en from './customer-whatsapp';

export const customerWhatsappTexts: Translated<typeof en.customerWhatsappTexts> = {
  greeting: (name, reference) =>
    `नमस्ते ${name} जी, मैं ${site.shortName} से आपके अनुरोध ${reference} के बारे में बात कर रहा हूँ।`,
};
