// Left out: paymentCsvTexts (staff's CSV). In paymentTexts, the customer's words (totals, kinds,
// modes, track) are in Odia; the staff's lead-page card, form, errors and day view are the English
// ones, read from it: staff read English.
import type * as en from './content';
import { paymentTexts as english } from './content';
import type { Translated } from '@/lib/i18n/translated';

export const paymentTexts: Translated<typeof en.paymentTexts> = {
  heading: english.heading,
  intro: english.intro,
  totals: {
    total: 'କୋଟେସନର ମୋଟ',
    owed: 'ଆପଣ ଆମକୁ ଦେବେ',
    reverseCharge: (gst) => `ରିଭର୍ସ ଚାର୍ଜ: ଇନଭଏସର ${gst} ଜିଏସଟି ଆପଣ ଆମକୁ ନୁହେଁ, ସିଧା ସରକାରଙ୍କୁ ଦିଅନ୍ତି।`,
    claims: (amount) => `ସମାଧାନ ହୋଇଥିବା କ୍ଷତି କ୍ଲେମ୍ ବାବଦରେ କଟାଯାଇଛି: ${amount}।`,
    paid: 'ଦିଆଯାଇଛି',
    balance: 'ବାକି ଟଙ୍କା',
    noTotal: 'ଏଯାଏଁ କୌଣସି କୋଟେସନ୍ ଗ୍ରହଣ କରାଯାଇନାହିଁ',
  },
  empty: english.empty,
  listLabel: english.listLabel,
  columns: english.columns,
  kinds: {
    advance: 'ଆଡଭାନ୍ସ',
    balance: 'ବାକି ଟଙ୍କା',
    refund: 'ଫେରସ୍ତ',
  },
  modes: {
    upi: 'UPI',
    cash: 'ନଗଦ',
    bank: 'ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର',
    card: 'କାର୍ଡ',
    tds: 'ଦେୟକାରୀଙ୍କ ଦ୍ୱାରା କଟାଯାଇଥିବା TDS',
  },
  claimsHeading: english.claimsHeading,
  claim: english.claim,
  form: english.form,
  recorded: english.recorded,
  errors: english.errors,
  dayBalance: english.dayBalance,
  dayReverseCharge: english.dayReverseCharge,
  dayPaid: english.dayPaid,
  track: {
    heading: 'ପେମେଣ୍ଟ',
    total: 'ମୋଟ',
    paid: 'ଦିଆଯାଇଛି',
    balance: 'ବାକି ଟଙ୍କା',
  },
};
