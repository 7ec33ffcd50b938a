// Every export of not-found.ts is here. Links are copied unchanged.
import type * as en from './not-found';
import type { Translated } from '@/lib/i18n/translated';

export const notFoundPage: Translated<typeof en.notFoundPage> = {
  metaTitle: 'ପୃଷ୍ଠାଟି ମିଳିଲା ନାହିଁ',
  description: 'ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠାଟି ମିଳିଲା ନାହିଁ।',
  code: '404',
  heading: 'ଏହି ପୃଷ୍ଠାଟି ବାଟ ଭୁଲିଗଲା',
  text: 'ଆପଣ ଖୋଜିଥିବା ପୃଷ୍ଠାଟି ନାହିଁ, କିମ୍ବା ଅନ୍ୟ ଜାଗାକୁ ଯାଇଛି। ଆପଣଙ୍କ ଜିନିଷ କିନ୍ତୁ ଏମିତି କେବେ ହଜିବ ନାହିଁ; ଆସନ୍ତୁ, ଆପଣଙ୍କୁ ଠିକ୍ ବାଟକୁ ଫେରାଇ ନେଉ।',
  home: { label: 'ମୂଳ ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ', href: '/' },
  links: [
    { label: 'ଆମ ସେବା', href: '/services' },
    { label: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ', href: '/booking' },
    { label: 'ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ', href: '/contact' },
  ],
};
