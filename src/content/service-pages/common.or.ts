// Left out: bookFor (a link, no words).
import type * as en from './common';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from '../claims.or';
import { site } from '../site';

export const callCta: Translated<typeof en.callCta> = {
  label: `${site.phone.display} ନମ୍ବରରେ କଲ୍ କରନ୍ତୁ`,
  href: `tel:${site.phone.tel}`,
  variant: 'secondary',
};

export const servicePageText: Translated<typeof en.servicePageText> = {
  closing: {
    title: 'ଆପଣ ପ୍ରସ୍ତୁତ ହେଲେ, ଆମେ ପ୍ରସ୍ତୁତ',
    text: `ଦୁଇ ମିନିଟରେ ଅନଲାଇନ୍ ବୁକ୍ କରନ୍ତୁ କିମ୍ବା ଆମକୁ କଲ୍ କରନ୍ତୁ। ${claims.callbackPromise}`,
    book: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  },
  gallerySuffix: 'ଚିତ୍ର',
  quoteContact: {
    title: 'ଆମ କୋଟେସନ୍ ଡେସ୍କ ସହ କଥା ହୁଅନ୍ତୁ',
    text: `${claims.support}। ${claims.emailReply}`,
    phoneLabel: 'ଫୋନ୍',
    emailLabel: 'ଇମେଲ୍',
  },
};
