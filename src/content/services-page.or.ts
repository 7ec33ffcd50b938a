// Every export of services-page.ts is here.
import type * as en from './services-page';
import type { Translated } from '@/lib/i18n/translated';

export const servicesPage: Translated<typeof en.servicesPage> = {
  metaTitle: 'ଆମ ସେବା',
  description:
    'ପ୍ୟାକିଂ ଓ ମୁଭିଂ, ଘର ଓ ଅଫିସ୍ ସିଫ୍ଟିଂ, କାର୍ ଓ ବାଇକ୍ ପରିବହନ, ଷ୍ଟୋରେଜ୍, ବୀମା ଓ ଲୋଡିଂ: ସମଗ୍ର ଭାରତରେ 11ଟି ସିଫ୍ଟିଂ ସେବା।',
};
