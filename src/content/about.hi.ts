// Left out: none.
import type * as en from './about';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.hi';
import { site } from './site.hi';

export const aboutPage: Translated<typeof en.aboutPage> = {
  metaTitle: 'हमारे बारे में',
  description: `${site.name}: ${claims.experience.text} ${site.address.city} से पूरे भारत में घर और ऑफ़िस की शिफ्टिंग। हमारे पास ${claims.teamExperience} है।`,
  eyebrow: 'हमारे बारे में',
  title: 'ऐसे मूवर्स, जो आपके घर को अपना घर समझते हैं',
  intro: `${site.name} की शुरुआत ${site.address.city} में एक ट्रक और एक सीधे-से वादे के साथ हुई: ग्राहक को असली कीमत बताना, और हर कार्टन को अपना समझकर संभालना। तब से (${site.founded}) हम ${claims.cities.value} शहरों में घर, ऑफ़िस, कार और बाइक शिफ्ट कर रहे हैं।`,
  storyTitle: 'हमारी कहानी',
  story: [
    'हमने शुरुआत इसलिए की, क्योंकि ट्रांसफ़र में शिफ्टिंग ही वह हिस्सा था जिससे हर कोई डरता था। शिफ्टिंग के दिन कोटेशन बढ़ जाता था, पैकिंग और अनलोडिंग के बीच टीम बदल जाती थी, और ट्रक निकलने के बाद कोई फ़ोन नहीं उठाता था।',
    `इसलिए हमने कंपनी उल्टे तरीक़े से बनाई: हर कोटेशन से पहले मुफ़्त सर्वे, जीएसटी अलग लाइन में, पहले कार्टन से आख़िरी तक एक ही टीम, और एक तय कोऑर्डिनेटर जो डिलीवरी तक आपके फ़ोन का जवाब देता है। हमारे संस्थापकों और सुपरवाइज़रों के पास पैकिंग, ढुलाई और वेयरहाउसिंग में ${claims.teamExperience} है।`,
  ],
  statsTitle: 'आँकड़ों में MoveEase',
  stats: [
    { value: claims.experience.value, label: claims.experience.label },
    { value: claims.cities.value, label: claims.cities.label },
  ],
  valuesTitle: 'हमारे उसूल',
  values: [
    {
      icon: 'FileText',
      title: 'जो कीमत हम बताते हैं, वही आप चुकाते हैं',
      text: 'सर्वे के बाद हर चीज़ के ब्योरे वाला कोटेशन, जीएसटी अलग लाइन में, और शिफ्टिंग के दिन कोई नया चार्ज नहीं।',
    },
    {
      icon: 'Users',
      title: 'हमारी अपनी प्रशिक्षित टीमें',
      text: 'पैकिंग करने वाले और ड्राइवर हमारे अपने कर्मचारी हैं, हमारे पैकिंग के तरीक़ों में प्रशिक्षित — गेट पर बुलाए गए दिहाड़ी मज़दूर नहीं।',
    },
    {
      icon: 'Phone',
      title: 'फ़ोन हमेशा कोई उठाता है',
      text: `${claims.support}, हर शिफ्टिंग के लिए एक तय कोऑर्डिनेटर, और किसी भी अनुरोध पर 24 घंटे के अंदर कॉल-बैक।`,
    },
    {
      icon: 'Leaf',
      title: 'कम कचरा',
      text: 'जहाँ हो सके, दोबारा इस्तेमाल होने वाले क्रेट और कंबल, और अनपैकिंग के बाद पैकिंग का कचरा इकट्ठा करके रीसायकल।',
    },
  ],
  ctaTitle: 'आपकी शिफ्टिंग की योजना हम बनाएँ',
  ctaText: `ऑनलाइन बुक करें या ${site.phone.display} पर कॉल करें। ${claims.callbackPromise}`,
  ctaBook: 'अपनी शिफ्टिंग बुक करें',
  ctaServices: 'हमारी सेवाएँ देखें',
};
