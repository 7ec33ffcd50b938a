// Left out: nothing.
import type * as en from './estimate-lines';
import type { Translated } from '@/lib/i18n/translated';
import { formatInr, formatKm } from '@/lib/format-inr';
import type { BikeType, CarType, MoveSize } from '../settings/tariff';

export const sizeLabels: Translated<typeof en.sizeLabels> = {
  '1rk': '1 RK',
  '1bhk': '1 BHK',
  '2bhk': '2 BHK',
  '3bhk': '3 BHK',
  '4bhk': '4 BHK',
  office: 'ऑफ़िस',
};

export const packingLabels: Translated<typeof en.packingLabels> = {
  standard: 'स्टैंडर्ड पैकिंग',
  premium: 'प्रीमियम पैकिंग',
};

export const carTypeLabels: Translated<typeof en.carTypeLabels> = {
  hatchback: 'हैचबैक',
  sedan: 'सेडान',
  suv: 'एसयूवी',
};

export const bikeTypeLabels: Translated<typeof en.bikeTypeLabels> = {
  standard: 'बाइक या स्कूटर',
  cruiser: 'क्रूज़र या स्पोर्ट्स बाइक',
};

// Hindi plurals: 1 मंज़िल, 2 मंज़िलें; "N सीटों वाला" takes the oblique plural.
const floors = (count: number) => `${count} ${count === 1 ? 'मंज़िल' : 'मंज़िलें'}`;
const seatsWord = (seats: number) => `${seats} ${seats === 1 ? 'सीट' : 'सीटों'}`;

export const lineLabels: Translated<typeof en.lineLabels> = {
  base: (size: MoveSize, seats?: number) =>
    size === 'office'
      ? `पैकिंग, लोडिंग और अनलोडिंग: ${seatsWord(seats ?? 0)} वाला ऑफ़िस`
      : `पैकिंग, लोडिंग और अनलोडिंग: ${sizeLabels[size]} घर`,
  premiumPacking: 'प्रीमियम पैकिंग: नाज़ुक सामान के लिए कई परतों वाली पैकिंग और क्रेट',
  transport: (km: number) => `बंद ट्रक से ढुलाई, ${formatKm(km)}`,
  stairsFrom: (count: number) => `पिकअप पर सीढ़ियाँ: बिना लिफ़्ट के ${floors(count)}`,
  stairsTo: (count: number) => `डिलीवरी पर सीढ़ियाँ: बिना लिफ़्ट के ${floors(count)}`,
  cars: (count: number, type: CarType) =>
    `बंद कार-कैरियर से कार की ढुलाई: ${count} × ${carTypeLabels[type]}`,
  bikes: (count: number, type: BikeType) =>
    `दोपहिया वाहन की ढुलाई: ${count} × ${bikeTypeLabels[type]}`,
  insurance: (percent: number, declaredValue: number) =>
    `ट्रांज़िट बीमा: घोषित मूल्य ${formatInr(declaredValue)} का ${percent} %`,
};

export const assumptionTexts: Translated<typeof en.assumptionTexts> = {
  tableDistance: (from: string, to: string, km: number) =>
    `${from} से ${to} तक सड़क की दूरी: लगभग ${formatKm(km)}, हमारी शहर-से-शहर दूरी की तालिका के अनुसार।`,
  withinCity: (city: string, km: number) => `${city} शहर के अंदर लगभग ${formatKm(km)} की शिफ्टिंग।`,
  givenDistance: (km: number) => `आपकी बताई हुई सड़क की दूरी: ${formatKm(km)}।`,
  homeVolume: (size: MoveSize, seats?: number) =>
    size === 'office'
      ? `आम तौर पर ${seatsWord(seats ?? 0)} वाले ऑफ़िस का फ़र्नीचर और सामान।`
      : `आम तौर पर एक ${sizeLabels[size]} घर का सामान; मुफ़्त सर्वे में सामान की मात्रा पक्की होती है, और अंतिम कीमत दिखाई गई सीमा के अंदर ही रहती है।`,
  lifts: 'जहाँ आपने लिफ़्ट बताई है, वहाँ फ़र्नीचर लिफ़्ट से जाएगा; बाकी जगह सामान सीढ़ियों से जाएगा।',
  noInsurance: (percent: number) =>
    `ट्रांज़िट बीमा नहीं: बीमा जोड़ने के लिए अपने सामान का मूल्य बताएँ, इसका खर्च मूल्य का ${percent} % है।`,
  gst: (percent: number) => `पूरी सेवा पर ${percent} % जीएसटी।`,
  validity: (days: number) => `आज से ${days} दिन तक मान्य।`,
};
