// Left out: phoneHref (a tel: link, no words). errorPages.staff stays English (staff screens are
// English, issue 49) and is taken from errors.ts as it is.
import type * as en from './errors';
import type { Translated } from '@/lib/i18n/translated';
import { errorPages as englishErrorPages } from './errors';
import { site } from './site.or';

export const errorPages: Translated<typeof en.errorPages> = {
  public: {
    title: `କିଛି ଅସୁବିଧା ହେଲା | ${site.name}`,
    heading: 'ଆମ ତରଫରୁ କିଛି ଅସୁବିଧା ହୋଇଗଲା',
    text: 'ଏହି ପୃଷ୍ଠାଟି ଏବେ ଖୋଲିପାରିଲା ନାହିଁ। ଦୟାକରି ଟିକିଏ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ; ଯଦି ବାରମ୍ବାର ଏମିତି ହେଉଛି, ଆମକୁ କଲ୍ କରନ୍ତୁ, ଆମେ ତୁରନ୍ତ ଆପଣଙ୍କ ସିଫ୍ଟିଂରେ ସାହାଯ୍ୟ କରିବୁ।',
    retry: 'ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ',
    back: { label: 'ମୂଳ ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ', href: '/' },
    call: `କିମ୍ବା ଆମକୁ କଲ୍ କରନ୍ତୁ: ${site.phone.display}`,
    reference: 'ତ୍ରୁଟିର ରେଫରେନ୍ସ',
  },
  staff: englishErrorPages.staff,
};
