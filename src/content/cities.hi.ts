// Left out: citySlugs (the URL slugs) and CitySlug (a type): no text. cityBySlug is repeated
// here so a Hindi page finds the Hindi name. operation.headOfficeCity must equal the Hindi name
// of the head-office city (CitiesSection compares them): both come from the Hindi files.
import type * as en from './cities';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.hi';
import { site } from './site.hi';

export const cities: Translated<typeof en.cities> = [
  { slug: 'bhubaneswar', name: 'भुवनेश्वर', state: 'ओडिशा' },
  { slug: 'mumbai', name: 'मुंबई', state: 'महाराष्ट्र' },
  { slug: 'delhi', name: 'दिल्ली', state: 'दिल्ली एनसीआर' },
  { slug: 'bangalore', name: 'बेंगलुरु', state: 'कर्नाटक' },
  { slug: 'hyderabad', name: 'हैदराबाद', state: 'तेलंगाना' },
  { slug: 'chennai', name: 'चेन्नई', state: 'तमिलनाडु' },
  { slug: 'kolkata', name: 'कोलकाता', state: 'पश्चिम बंगाल' },
  { slug: 'pune', name: 'पुणे', state: 'महाराष्ट्र' },
  { slug: 'ahmedabad', name: 'अहमदाबाद', state: 'गुजरात' },
  { slug: 'jaipur', name: 'जयपुर', state: 'राजस्थान' },
  { slug: 'lucknow', name: 'लखनऊ', state: 'उत्तर प्रदेश' },
  { slug: 'surat', name: 'सूरत', state: 'गुजरात' },
  { slug: 'nagpur', name: 'नागपुर', state: 'महाराष्ट्र' },
];

export const cityBySlug: Translated<typeof en.cityBySlug> = (slug: string) =>
  cities.find((city) => city.slug === slug);

export const operation: Translated<typeof en.operation> = {
  metaTitle: 'जिन शहरों में हम काम करते हैं',
  description: `MoveEase की ${cities.length} भारतीय शहरों में शाखाएँ हैं — भुवनेश्वर से मुंबई, दिल्ली और बेंगलुरु तक — और हम ${claims.cities.value} शहरों तक घर और ऑफ़िस शिफ्ट करते हैं।`,
  eyebrow: 'हम कहाँ काम करते हैं',
  heading: 'हमारे शहर',
  text: `${cities.length} शहरों में हमारी स्थानीय टीमें और गोदाम हैं, और इनमें से किसी भी शहर से पूरे भारत में ${claims.cities.value} जगहों तक डोर-टू-डोर शिफ्टिंग होती है।`,
  headOfficeCity: site.address.city,
  headOfficeLabel: 'मुख्य ऑफ़िस',
  note: 'आपका शहर इस सूची में नहीं है? बहुत मुमकिन है कि हम वहाँ भी जाते हों — कोटेशन माँगकर पूछ लें।',
};
