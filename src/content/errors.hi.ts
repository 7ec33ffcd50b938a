// Left out: phoneHref (a tel: link, no text). errorPages.staff is kept in English on purpose:
// staff screens stay English (issue 49).
import type * as en from './errors';
import type { Translated } from '@/lib/i18n/translated';
import { errorPages as englishErrorPages } from './errors';
import { site } from './site.hi';

export const errorPages: Translated<typeof en.errorPages> = {
  public: {
    title: `कुछ गड़बड़ हो गई | ${site.name}`,
    heading: 'हमारी तरफ़ से कुछ गड़बड़ हो गई',
    text: 'यह पेज अभी नहीं खुल पाया। कृपया थोड़ी देर में फिर कोशिश करें। अगर बार-बार ऐसा हो, तो हमें कॉल करें — हम आपकी शिफ्टिंग में तुरंत मदद करेंगे।',
    retry: 'फिर कोशिश करें',
    back: { label: 'होम पेज पर वापस जाएँ', href: '/' },
    call: `या हमें कॉल करें: ${site.phone.display}`,
    reference: 'एरर रेफ़रेंस',
  },
  staff: englishErrorPages.staff,
};
