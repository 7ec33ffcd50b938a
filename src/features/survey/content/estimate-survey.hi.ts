// Left out: nothing.
import type * as en from './estimate-survey';
import type { Translated } from '@/lib/i18n/translated';

export const estimateSurveyTexts: Translated<typeof en.estimateSurveyTexts> = {
  heading: 'पक्की कीमत के लिए अपना सामान लिखें',
  body: 'यह अनुमान आपके साइज़ के आम घर का है। इसी कीमत पर बुक करें या कोटेशन माँगें, फिर रेफ़रेंस नंबर से ट्रैकिंग पेज पर अपना अनुरोध खोलें और कमरे के हिसाब से अपना सामान लिखें: आपकी सूची से हम कीमत और ट्रक पक्के करेंगे।',
  link: 'मेरे पास रेफ़रेंस नंबर है: सामान लिखें',
};
