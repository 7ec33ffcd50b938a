// Left out: servicePath, bookingPath (URL builders) and ServiceSlug (a type): no text.
import type * as en from './services';
import type { Translated } from '@/lib/i18n/translated';

export const services: Translated<typeof en.services> = [
  {
    slug: 'packingandmoving',
    name: 'पैकिंग और मूविंग',
    desc: 'बढ़िया सामग्री से पेशेवर पैकिंग',
    icon: 'Package',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'carshifting',
    name: 'कार शिफ्टिंग',
    desc: 'पूरे देश में कार की सुरक्षित ढुलाई',
    icon: 'Car',
    bookingService: 'car-shifting',
  },
  {
    slug: 'bikeshifting',
    name: 'बाइक शिफ्टिंग',
    desc: 'नुकसान से बचाव के साथ बाइक की ख़ास ढुलाई',
    icon: 'Bike',
    bookingService: 'bike-shifting',
  },
  {
    slug: 'householdshifting',
    name: 'घर की शिफ्टिंग',
    desc: 'बिना किसी तनाव के घर की शिफ्टिंग',
    icon: 'House',
    bookingService: 'household-shifting',
  },
  {
    slug: 'insurance',
    name: 'बीमा',
    desc: 'आपके सामान के लिए पूरा बीमा कवर',
    icon: 'ShieldCheck',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'loadingandunloading',
    name: 'लोडिंग और अनलोडिंग',
    desc: 'सही उपकरणों के साथ कुशल हाथों से काम',
    icon: 'Forklift',
    bookingService: 'loading-and-unloading',
  },
  {
    slug: 'officeshifting',
    name: 'ऑफ़िस शिफ्टिंग',
    desc: 'कामकाज में कम से कम रुकावट के साथ ऑफ़िस की शिफ्टिंग',
    icon: 'Building2',
    bookingService: 'office-shifting',
  },
  {
    slug: 'premoving',
    name: 'शिफ्टिंग की तैयारी',
    desc: 'आसान शिफ्टिंग के लिए पहले से पूरी योजना',
    icon: 'ClipboardList',
    bookingService: 'household-shifting',
  },
  {
    slug: 'quotation',
    name: 'कोटेशन',
    desc: 'साफ़ कीमतें, कोई छिपा खर्च नहीं',
    icon: 'ReceiptIndianRupee',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'safestorage',
    name: 'सुरक्षित स्टोरेज',
    desc: 'तापमान-नियंत्रित, सुरक्षित स्टोरेज',
    icon: 'Warehouse',
    bookingService: 'safe-storage',
  },
  {
    slug: 'smartmovebudget',
    name: 'स्मार्ट मूव बजट',
    desc: 'क्वालिटी से समझौता किए बिना किफ़ायती शिफ्टिंग',
    icon: 'PiggyBank',
    bookingService: 'household-shifting',
  },
];

export const servicesSection: Translated<typeof en.servicesSection> = {
  title: 'हमारी सेवाएँ',
  heading: 'शिफ्टिंग की हर ज़रूरत का पूरा इंतज़ाम',
  tagline: 'आपकी हर शिफ्टिंग ज़रूरत के लिए पेशेवर सेवाएँ — पूरी सावधानी और बारीकी के साथ',
  cta: 'अपनी शिफ्टिंग के लिए कोटेशन पाएँ',
  learnMore: 'और जानें',
};
