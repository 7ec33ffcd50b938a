// Left out: paymentCsvTexts (staff's export). paymentTexts keeps the English of the lead page's card, form and errors (staff stay in English); kinds, modes (printed on the receipt) and track are Hindi.
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';
import { paymentTexts as english } from './content';

export const paymentTexts: Translated<typeof en.paymentTexts> = {
  // The lead page's Payments card and form, for the office.
  heading: english.heading,
  intro: english.intro,
  totals: english.totals,
  empty: english.empty,
  listLabel: english.listLabel,
  columns: english.columns,
  // Printed on the customer's money receipt.
  kinds: {
    advance: 'एडवांस',
    balance: 'बकाया राशि',
    refund: 'रिफ़ंड',
  },
  modes: {
    upi: 'UPI',
    cash: 'नकद',
    bank: 'बैंक ट्रांसफ़र',
    card: 'कार्ड',
    tds: 'भुगतानकर्ता द्वारा काटा गया TDS',
  },
  claimsHeading: english.claimsHeading,
  claim: english.claim,
  form: english.form,
  recorded: english.recorded,
  errors: english.errors,
  dayBalance: english.dayBalance,
  dayReverseCharge: english.dayReverseCharge,
  dayPaid: english.dayPaid,
  // /track.
  track: {
    heading: 'भुगतान',
    total: 'कुल राशि',
    paid: 'भुगतान हो चुका',
    balance: 'बकाया राशि',
  },
};
