// Every export of claims.ts is here. Each claim is a phrase that other texts quote as it stands.
import type * as en from './claims';
import type { Translated } from '@/lib/i18n/translated';
import { site } from './site';

export const claims: Translated<typeof en.claims> = {
  cities: { value: '25+', label: 'ସହରରେ ସେବା' },
  experience: {
    value: String(site.founded),
    label: 'ଆମେ ଆରମ୍ଭ କରିଥିବା ବର୍ଷ',
    text: `${site.founded} ମସିହାରୁ`,
  },
  teamExperience: 'ଟିମର ମିଳିତ 30 ବର୍ଷର ଅଭିଜ୍ଞତା',
  callbackPromise: 'ଆମ ଟିମ୍ 24 ଘଣ୍ଟା ଭିତରେ ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବ।',
  emailReply: 'ଇମେଲର ଉତ୍ତର ଆମେ 1 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଦେଉ।',
  support: '24/7 ସହାୟତା',
};
