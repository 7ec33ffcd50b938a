// Every export of forms.ts is here.
import type * as en from './forms';
import { plural } from '@/lib/i18n/plural';
import type { Translated } from '@/lib/i18n/translated';
import { site } from './site';

export const formMessages: Translated<typeof en.formMessages> = {
  fixFields: 'ଦୟାକରି ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକ ଠିକ୍ କରନ୍ତୁ।',
  idempotencyMismatch:
    'ଏହି ଫର୍ମଟି ଅନ୍ୟ ବିବରଣୀ ସହ ଆଗରୁ ପଠାଯାଇସାରିଛି। ନୂଆ ଅନୁରୋଧ ପଠାଇବାକୁ ଦୟାକରି ପୃଷ୍ଠାଟି ରିଲୋଡ୍ କରନ୍ତୁ।',
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return (
      `ଆପଣ ଗତ କିଛି ମିନିଟ୍ ଭିତରେ ଅନେକ ଅନୁରୋଧ ପଠାଇଛନ୍ତି। ଦୟାକରି ` +
      `${plural('or', minutes, { one: 'ଏକ ମିନିଟ୍', other: `${minutes} ମିନିଟ୍` })} ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, ` +
      `କିମ୍ବା ${site.phone.display} ନମ୍ବରରେ ଆମକୁ କଲ୍ କରନ୍ତୁ।`
    );
  },
};
