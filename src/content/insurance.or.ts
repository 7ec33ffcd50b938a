// Every text export of insurance.ts is here (the InsuranceOption interface has no text). Ids
// and the rates' figures are copied as the English text writes them.
import type * as en from './insurance';
import type { Translated } from '@/lib/i18n/translated';
import { policies } from './policies.or';

export const insuranceOptions: Translated<typeof en.insuranceOptions> = [
  {
    id: 'basic',
    title: 'ସାଧାରଣ ସୁରକ୍ଷା',
    rate: 'ପ୍ରତି ଜିନିଷର ପ୍ରତି lb ପିଛା 60¢',
    text: 'ବିନା ଅତିରିକ୍ତ ଖର୍ଚ୍ଚରେ ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂ ସହ ମିଳେ। କ୍ଷତିପୂରଣ ଓଜନ ଅନୁସାରେ ମିଳେ, ତେଣୁ ଏହା ଦାମୀ ଜିନିଷ ଅପେକ୍ଷା ସାଧାରଣ ଜିନିଷ ପାଇଁ ଅଧିକ ଉପଯୁକ୍ତ।',
    points: [
      'କୌଣସି ଅତିରିକ୍ତ ଚାର୍ଜ ନାହିଁ',
      'ପରିବହନ ସମୟରେ ହଜିବା ଓ କ୍ଷତି କଭର୍ କରେ',
      'କ୍ଷତିଗ୍ରସ୍ତ ଜିନିଷର ଓଜନ (ପାଉଣ୍ଡ) ଅନୁସାରେ ପେମେଣ୍ଟ',
    ],
  },
  {
    id: 'enhanced',
    title: 'ଅଧିକ ସୁରକ୍ଷା',
    rate: '$100 ମୂଲ୍ୟ ପିଛା $1.50',
    text: 'ଆପଣ ନିଜ ଜିନିଷର ମୂଲ୍ୟ ଘୋଷଣା କରନ୍ତି ଏବଂ ତା ଉପରେ ଅଳ୍ପ ଚାର୍ଜ ଦିଅନ୍ତି। କ୍ଲେମର ଟଙ୍କା ଘୋଷିତ ମୂଲ୍ୟରୁ ଅବଚୟ (ଡିପ୍ରିସିଏସନ୍) କାଟି ଦିଆଯାଏ।',
    points: [
      'ପ୍ୟାକିଂ, ପରିବହନ ଓ ଅନଲୋଡିଂ କଭର୍ କରେ',
      'ଘୋଷିତ ମୂଲ୍ୟ ଆପଣ ନିଜେ ବାଛନ୍ତି',
      'ଇଲେକ୍ଟ୍ରୋନିକ୍ସ ଓ ଆସବାବପତ୍ର ପାଇଁ ଭଲ',
    ],
  },
  {
    id: 'full-value',
    title: 'ପୂର୍ଣ୍ଣ ମୂଲ୍ୟ ସୁରକ୍ଷା',
    rate: 'ନୂଆ କିଣିବାର ପୂରା ଖର୍ଚ୍ଚ',
    text: 'କ୍ଷତିଗ୍ରସ୍ତ ଜିନିଷ ମରାମତି କରାଯାଏ, ସେହିଭଳି ଜିନିଷରେ ବଦଳାଯାଏ, କିମ୍ବା ଆଜିର ନୂଆ କିଣିବା ଖର୍ଚ୍ଚ ଅନୁସାରେ ଟଙ୍କା ଦିଆଯାଏ। କେଉଁଟି, ତାହା ଆମେ ସ୍ଥିର କରୁ, ଏବଂ କୌଣସି ଅବଚୟ କଟାଯାଏ ନାହିଁ।',
    points: [
      'ମରାମତି, ବଦଳ ଜିନିଷ କିମ୍ବା ନଗଦ ସମାଧାନ',
      'କୌଣସି ଅବଚୟ କଟାଯାଏ ନାହିଁ',
      'ଗୋଟିଏ ସହରରୁ ଆଉ ଏକ ସହରକୁ ସିଫ୍ଟିଂ ପାଇଁ ପରାମର୍ଶିତ',
    ],
  },
];

export const claimsNote: Translated<typeof en.claimsNote> =
  `ଆପଣଙ୍କ କ୍ଲେମ୍ ଫର୍ମ ଓ ଫଟୋ ପାଇବାର ${policies.claimsResolution} ଭିତରେ କ୍ଲେମର ସମାଧାନ କରାଯାଏ।`;
