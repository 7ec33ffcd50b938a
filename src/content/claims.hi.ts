// Left out: none. teamExperience is a noun phrase in the direct case ("… का अनुभव"); sentences
// that use it put it where "है" can follow it.
import type * as en from './claims';
import type { Translated } from '@/lib/i18n/translated';
import { site } from './site';

export const claims: Translated<typeof en.claims> = {
  cities: { value: '25+', label: 'शहरों में सेवा' },
  experience: {
    value: String(site.founded),
    label: 'इस साल शुरुआत की',
    text: `${site.founded} से`,
  },
  teamExperience: 'कुल 30 साल का टीम अनुभव',
  callbackPromise: 'हमारी टीम 24 घंटे के अंदर आपसे संपर्क करेगी।',
  emailReply: 'हम ईमेल का जवाब 1 कामकाजी दिन के अंदर देते हैं।',
  support: '24/7 सहायता',
};
