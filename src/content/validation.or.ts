// Every export of validation.ts is here. The last four messages answer API callers, not people
// filling a form; their field names and values stay as the API spells them.
import type * as en from './validation';
import type { Translated } from '@/lib/i18n/translated';

export const validationMessages: Translated<typeof en.validationMessages> = {
  nameRequired: 'ଦୟାକରି ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।',
  nameTooLong: 'ଦୟାକରି ନାମଟି 120 ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।',
  emailRequired: 'ଦୟାକରି ଆପଣଙ୍କ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ।',
  emailInvalid: 'ଦୟାକରି ଏକ ଠିକ୍ ଇମେଲ୍ ଠିକଣା ଲେଖନ୍ତୁ, ଯେପରି name@example.com',
  emailTooLong: 'ଇମେଲ୍ ଠିକଣା ବେଶିରେ ବେଶି 254 ଅକ୍ଷରର ହୋଇପାରିବ।',
  phoneRequired: 'ଦୟାକରି ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର ଲେଖନ୍ତୁ।',
  phoneInvalid:
    'ଦୟାକରି ଏକ ଭାରତୀୟ ମୋବାଇଲ୍ ନମ୍ବର (10 ଅଙ୍କ, +91 ସହ କିମ୍ବା ବିନା) କିମ୍ବା STD କୋଡ୍ ସହ ଲ୍ୟାଣ୍ଡଲାଇନ୍ ନମ୍ବର ଲେଖନ୍ତୁ।',
  serviceRequired: 'ପଠାଇବା ଆଗରୁ ଦୟାକରି ଏକ ସେବା ବାଛନ୍ତୁ।',
  dateRequired: 'ଦୟାକରି ଏକ ତାରିଖ ବାଛନ୍ତୁ।',
  dateInvalid: 'ଦୟାକରି ତାରିଖଟି YYYY-MM-DD ଭାବରେ ଲେଖନ୍ତୁ।',
  datePast: 'ବିତିଯାଇଥିବା ତାରିଖ ବାଛିହେବ ନାହିଁ।',
  dateTooFar: 'ଦୟାକରି ଆସନ୍ତା ଦୁଇ ବର୍ଷ ଭିତରେ ଏକ ତାରିଖ ବାଛନ୍ତୁ।',
  textTooLong: 'ଦୟାକରି ଏହାକୁ 2000 ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।',
  messageRequired: 'ଦୟାକରି ଆପଣଙ୍କ ମେସେଜ୍ ଲେଖନ୍ତୁ।',
  fieldTooLong: 'ଦୟାକରି ଏହାକୁ 120 ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।',
  requiredField: 'ଏହା ଭରିବା ଜରୁରୀ।',
  originRequired: 'ଆପଣ କେଉଁଠାରୁ ସିଫ୍ଟ କରୁଛନ୍ତି, ଦୟାକରି ଲେଖନ୍ତୁ।',
  destinationRequired: 'ଆପଣ କେଉଁଠାକୁ ସିଫ୍ଟ କରୁଛନ୍ତି, ଦୟାକରି ଲେଖନ୍ତୁ।',
  moveTypeRequired: 'ଦୟାକରି ଘରୋଇ, ବ୍ୟବସାୟିକ କିମ୍ବା ଅନ୍ତର୍ଜାତୀୟ ମଧ୍ୟରୁ ଗୋଟିଏ ବାଛନ୍ତୁ।',
  quoteServiceRequired: 'ଆପଣଙ୍କୁ କେଉଁ ସେବା ଦରକାର, ଦୟାକରି ଆମକୁ ଜଣାନ୍ତୁ।',
  pickupCityRequired: 'ଆମେ ଯେଉଁ ସହରରୁ ସାମାନ ଉଠାଇବୁ ତାହା ଲେଖନ୍ତୁ, ନହେଲେ ପିକଅପର ସବୁ ବିବରଣୀ ଖାଲି ଛାଡ଼ନ୍ତୁ।',
  dropCityRequired: 'ଆମେ ଯେଉଁ ସହରରେ ସାମାନ ପହଞ୍ଚାଇବୁ ତାହା ଲେଖନ୍ତୁ, ନହେଲେ ଡ୍ରପର ସବୁ ବିବରଣୀ ଖାଲି ଛାଡ଼ନ୍ତୁ।',
  addressTooLong: 'ଦୟାକରି ଠିକଣାଟି 300 ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।',
  placeInvalid: 'ସ୍ଥାନଟି {city, area?, address?} ଆକାରରେ ପଠାନ୍ତୁ।',
  quoteSourceInvalid: 'source "quotation" କିମ୍ବା "popup" ହେବା ଆବଶ୍ୟକ।',
  leadLanguage: 'ଭାଷା ପାଇଁ en, hi କିମ୍ବା or ମଧ୍ୟରୁ ଗୋଟିଏ ପଠାନ୍ତୁ, କିମ୍ବା ଇଂରାଜୀ ପାଇଁ ଏହାକୁ ଛାଡ଼ି ଦିଅନ୍ତୁ।',
  leadSourceInvalid:
    'ଲିଡ୍ କେଉଁଠାରୁ ଆସିଲା, ତାହା {utmSource?, utmMedium?, utmCampaign?, referrer?, landing?, device?} ଆକାରରେ ପଠାନ୍ତୁ, ପ୍ରତ୍ୟେକଟି ଏକ string।',
  deviceInvalid: 'device "phone" କିମ୍ବା "desktop" ହେବା ଆବଶ୍ୟକ।',
};
