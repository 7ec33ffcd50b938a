// Left out: none.
import type * as en from './welcome';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.hi';
import { site } from './site.hi';

export const welcome: Translated<typeof en.welcome> = {
  metaTitle: 'MoveEase में आपका स्वागत है',
  description: `हम कौन हैं: भुवनेश्वर की पैकर्स एंड मूवर्स कंपनी, जो ${claims.experience.text} पूरे भारत में घरों की शिफ्टिंग कर रही है, और जिसके पास ${claims.teamExperience} है।`,
  eyebrow: 'स्वागत है',
  heading: `${site.name} में आपका स्वागत है`,
  paragraphs: [
    `हमने ${site.address.city} में एक ट्रक और एक सीधे-से वादे के साथ शुरुआत की: जिस भी घर का सामान पैक करें, उसे अपना घर समझें। ${claims.experience.text} हम यह वादा निभा रहे हैं।`,
    `हमारी टीमों के पास ${claims.teamExperience} है। वे डबल-वॉल कार्टन, बबल रैप और लकड़ी के ख़ास क्रेट से पैकिंग करती हैं, सही उपकरणों से लोडिंग करती हैं, और सामान बंद, GPS से ट्रैक होने वाले ट्रकों में ले जाती हैं।`,
    'शहर के अंदर एक कमरा बदलने वाले छात्र से लेकर एक वीकेंड में दो सौ वर्कस्टेशन शिफ्ट करने वाली कंपनी तक — हर शिफ्टिंग के लिए सर्वे होता है, लिखित योजना बनती है, और एक कोऑर्डिनेटर तय होता है, जो आपकी हर कॉल का जवाब देता है।',
  ],
  highlights: [
    'शिफ्टिंग से पहले मुफ़्त सर्वे और हर चीज़ के ब्योरे वाला कोटेशन',
    'अपने ट्रक और अपना प्रशिक्षित स्टाफ़',
    'डोर-टू-डोर सेवा, अनपैकिंग और सेटअप समेत',
    'ट्रांज़िट बीमा और क्लेम की साफ़ प्रक्रिया',
  ],
  illustration: '/art/welcome-move.svg',
  illustrationAlt: 'चित्र: एक घर के बाहर MoveEase के ट्रक में पैक किए हुए कार्टन लादे जा रहे हैं',
  cta: { label: 'हमारे बारे में और जानें', href: '/about' },
};
