// Left out: businessTexts (the business invoice, which stays English), tdsDeclarationTexts (printed
// for a business, in English) and tdsTexts (staff only).
// carriageTexts is whole; its errors and form are the staff's and are written in Odia only
// because the export is shared. verifyPageTexts is here for /verify, where the QR code printed on
// an Odia paper leads (the page is not among issue 49's routes; wire it if it gets one).
import type * as en from './bills';
import type { Translated } from '@/lib/i18n/translated';

export const carriageTexts: Translated<typeof en.carriageTexts> = {
  weight: 'ମୋଟ ଓଜନ',
  distance: 'ଦୂରତା',
  notWeighed: 'ଓଜନ କରାଯାଇନାହିଁ',
  iba: 'IBA ପରିବହନକାରୀ ନମ୍ବର',
  errors: {
    weightKg: 'ୱେବ୍ରିଜ୍ ସ୍ଲିପରେ ଥିବା ପରି ମୋଟ ଓଜନ ପୂରା କିଲୋଗ୍ରାମରେ ଦିଅନ୍ତୁ।',
    distanceKm: 'ସଡ଼କ ଦୂରତା ପୂରା କିଲୋମିଟରରେ ଦିଅନ୍ତୁ।',
  },
  form: {
    weightKg: 'ମୋଟ ଓଜନ, କି.ଗ୍ରା. (ଲରି ରସିଦ, ପ୍ୟାକିଂ ତାଲିକା)',
    distanceKm: 'ଦୂରତା, କି.ମି. (ଲରି ରସିଦ, ପ୍ୟାକିଂ ତାଲିକା; ଖାଲି ରହିଲେ ରୁଟରୁ)',
  },
};

export const verifyTexts: Translated<typeof en.verifyTexts> = {
  printed: 'ଏହି କାଗଜଟି ଏଠାରେ ଯାଞ୍ଚ କରନ୍ତୁ',
};

export const verifyPageTexts: Translated<typeof en.verifyPageTexts> = {
  title: 'କାଗଜ ଯାଞ୍ଚ କରନ୍ତୁ',
  quotation: 'କୋଟେସନ୍',
  valid: 'ଏହା ଆମେ ଦେଇଥିବା କାଗଜ',
  cancelled: 'ଏହି କାଗଜ ଆମେ ଦେଇଥିଲୁ, ଓ ଏହା ବାତିଲ୍ ହୋଇଯାଇଛି',
  notFoundTitle: 'ଏହା ଆମର କାଗଜ ନୁହେଁ',
  notFound:
    'ଆମର କୌଣସି କାଗଜରେ ଏହି କୋଡ୍ ନାହିଁ। ଲିଙ୍କଟି କାଗଜ ସହ ମିଳାଇ ଦେଖନ୍ତୁ; ଯଦି ମେଳ ଖାଏ, ତେବେ କାଗଜଟି ଆମଠାରୁ ଆସିନାହିଁ: ଦୟାକରି ତଳେ ଥିବା ନମ୍ବରରେ ଆମକୁ ଜଣାନ୍ତୁ।',
  rateLimitedTitle: 'ଏହି କନେକ୍ସନରୁ ବହୁତ ଥର ଯାଞ୍ଚ କରାଯାଇଛି',
  rateLimited: 'ଦୟାକରି କିଛି ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  unavailable: 'ଏବେ ଯାଞ୍ଚ କରିହେଲା ନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  fields: {
    kind: 'କାଗଜ',
    number: 'ନମ୍ବର',
    date: 'ତାରିଖ',
    company: 'ଦେଇଥିବା କମ୍ପାନୀ',
    gstin: 'GSTIN',
    amount: 'ଟଙ୍କା',
    cites: 'ବାତିଲ୍ କରୁଥିବା ଇନଭଏସ୍',
    status: 'ଅବସ୍ଥା',
  },
  statusValid: 'ବୈଧ',
  statusCancelled: (number, date) => `${date} ର କ୍ରେଡିଟ୍ ନୋଟ୍ ${number} ଦ୍ୱାରା ବାତିଲ୍`,
  privacy:
    'କାଗଜଟି ଆମର ବୋଲି ପ୍ରମାଣ କରିବାକୁ ଯେତିକି ଦରକାର, ଏହି ପୃଷ୍ଠା କେବଳ ସେତିକି ଦେଖାଏ। ଏହା କେବେ ବି ଗ୍ରାହକଙ୍କ ନାମ, ଫୋନ୍ ବା ଠିକଣା ଦେଖାଏ ନାହିଁ।',
  questions: (phone) => `କିଛି ପ୍ରଶ୍ନ ଅଛି? ${phone} ରେ ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।`,
};
