// Left out: bookFor (an address, no words).
import type * as en from './common';
import { claims } from '../claims.or';
import { site } from '../site';
import type { Translated } from '@/lib/i18n/translated';

export const callCta: Translated<typeof en.callCta> = {
  label: `${site.phone.display} ରେ ଫୋନ୍ କରନ୍ତୁ`,
  href: `tel:${site.phone.tel}`,
  variant: 'secondary',
};

export const servicePageText: Translated<typeof en.servicePageText> = {
  closing: {
    title: 'ଆପଣ ପ୍ରସ୍ତୁତ ହେଲେ, ଆମେ ପ୍ରସ୍ତୁତ',
    text: `ଦୁଇ ମିନିଟରେ ଅନଲାଇନ୍ ବୁକ୍ କରନ୍ତୁ ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ। ${claims.callbackPromise}`,
    book: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  },
  gallerySuffix: 'ଚିତ୍ର',
  quoteContact: {
    title: 'ଆମ କୋଟେସନ୍ ଡେସ୍କ ସହ କଥା ହୁଅନ୍ତୁ',
    text: `${claims.support}। ${claims.emailReply}`,
    phoneLabel: 'ଫୋନ୍',
    emailLabel: 'ଇମେଲ୍',
  },
};
