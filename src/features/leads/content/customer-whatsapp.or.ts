import { site } from '@/content/site';
import type { Translated } from '@/lib/i18n/translated';
import type * as en from './customer-whatsapp';

export const customerWhatsappTexts: Translated<typeof en.customerWhatsappTexts> = {
  greeting: (name, reference) =>
    `ନମସ୍କାର ${name}, ଆପଣଙ୍କ ଅନୁରୋଧ ${reference} ବିଷୟରେ ${site.shortName}ରୁ କହୁଛୁ।`,
};
