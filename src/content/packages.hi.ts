// Left out: BudgetPackage (a type). The prices are the spec's own figures, kept as the English
// file writes them ($: see prices.test.ts).
import type * as en from './packages';
import type { Translated } from '@/lib/i18n/translated';
import { bookingPath } from './services';

export const bestValueLabel: Translated<typeof en.bestValueLabel> = 'सबसे फ़ायदेमंद';

export const budgetPackages: Translated<typeof en.budgetPackages> = [
  {
    id: 'basic',
    title: 'बेसिक शिफ्टिंग',
    price: '$499',
    priceNote: 'तय कीमत',
    features: ['1-2 बेडरूम का घर', 'शहर के अंदर शिफ्टिंग', '5 घंटे की सेवा', 'बेसिक कवरेज'],
    featured: false,
    cta: { label: 'बेसिक शिफ्टिंग बुक करें', href: bookingPath('household-shifting') },
  },
  {
    id: 'standard',
    title: 'स्टैंडर्ड शिफ्टिंग',
    price: '$899',
    priceNote: 'तय कीमत',
    features: [
      '2-3 बेडरूम का घर',
      'शहर के अंदर या आस-पास के इलाक़े में शिफ्टिंग',
      '8 घंटे की सेवा',
      'एन्हांस्ड कवरेज',
      '2 प्रशिक्षित कर्मचारी',
    ],
    featured: true,
    cta: { label: 'स्टैंडर्ड शिफ्टिंग बुक करें', href: bookingPath('household-shifting') },
  },
  {
    id: 'custom',
    title: 'कस्टम शिफ्टिंग',
    price: 'आपके हिसाब से कोटेशन',
    priceNote: 'मुफ़्त सर्वे के बाद',
    features: [
      'किसी भी साइज़ का घर या ऑफ़िस',
      'दूसरे शहर और लंबी दूरी की शिफ्टिंग',
      'ज़रूरत के हिसाब से पैकिंग, स्टोरेज और गाड़ी की ढुलाई',
      'फ़ुल वैल्यू प्रोटेक्शन भी उपलब्ध',
    ],
    featured: false,
    cta: { label: 'कस्टम कोटेशन माँगें', href: '/services/quotation' },
  },
];
