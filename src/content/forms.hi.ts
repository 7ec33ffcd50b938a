// Left out: none.
import type * as en from './forms';
import { plural } from '@/lib/i18n/plural';
import type { Translated } from '@/lib/i18n/translated';
import { site } from './site';

export const formMessages: Translated<typeof en.formMessages> = {
  fixFields: 'कृपया चिह्नित खानों को ठीक करें।',
  idempotencyMismatch:
    'यह फ़ॉर्म पहले ही दूसरी जानकारी के साथ भेजा जा चुका है। नया अनुरोध भेजने के लिए कृपया पेज दोबारा लोड करें।',
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return (
      `आपने पिछले कुछ मिनटों में कई अनुरोध भेजे हैं। कृपया ` +
      `${plural('hi', minutes, { one: 'एक मिनट', other: `${minutes} मिनट` })} बाद फिर कोशिश करें, या हमें ${site.phone.display} पर कॉल करें।`
    );
  },
};
