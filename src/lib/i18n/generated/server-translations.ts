// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import type { TranslationTable } from '../translation-table';
import * as en0 from '@/content/about';
import * as hi0 from '@/content/about.hi';
import * as or0 from '@/content/about.or';
import * as en1 from '@/content/art';
import * as hi1 from '@/content/art.hi';
import * as or1 from '@/content/art.or';
import * as en2 from '@/content/cities';
import * as hi2 from '@/content/cities.hi';
import * as or2 from '@/content/cities.or';
import * as en3 from '@/content/city-pages/ahmedabad';
import * as hi3 from '@/content/city-pages/ahmedabad.hi';
import * as or3 from '@/content/city-pages/ahmedabad.or';
import * as en4 from '@/content/city-pages/bangalore';
import * as hi4 from '@/content/city-pages/bangalore.hi';
import * as or4 from '@/content/city-pages/bangalore.or';
import * as en5 from '@/content/city-pages/bhubaneswar';
import * as hi5 from '@/content/city-pages/bhubaneswar.hi';
import * as or5 from '@/content/city-pages/bhubaneswar.or';
import * as en6 from '@/content/city-pages/chennai';
import * as hi6 from '@/content/city-pages/chennai.hi';
import * as or6 from '@/content/city-pages/chennai.or';
import * as en7 from '@/content/city-pages/common';
import * as hi7 from '@/content/city-pages/common.hi';
import * as or7 from '@/content/city-pages/common.or';
import * as en8 from '@/content/city-pages/delhi';
import * as hi8 from '@/content/city-pages/delhi.hi';
import * as or8 from '@/content/city-pages/delhi.or';
import * as en9 from '@/content/city-pages/hyderabad';
import * as hi9 from '@/content/city-pages/hyderabad.hi';
import * as or9 from '@/content/city-pages/hyderabad.or';
import * as en10 from '@/content/city-pages/jaipur';
import * as hi10 from '@/content/city-pages/jaipur.hi';
import * as or10 from '@/content/city-pages/jaipur.or';
import * as en11 from '@/content/city-pages/kolkata';
import * as hi11 from '@/content/city-pages/kolkata.hi';
import * as or11 from '@/content/city-pages/kolkata.or';
import * as en12 from '@/content/city-pages/lucknow';
import * as hi12 from '@/content/city-pages/lucknow.hi';
import * as or12 from '@/content/city-pages/lucknow.or';
import * as en13 from '@/content/city-pages/mumbai';
import * as hi13 from '@/content/city-pages/mumbai.hi';
import * as or13 from '@/content/city-pages/mumbai.or';
import * as en14 from '@/content/city-pages/nagpur';
import * as hi14 from '@/content/city-pages/nagpur.hi';
import * as or14 from '@/content/city-pages/nagpur.or';
import * as en15 from '@/content/city-pages/pune';
import * as hi15 from '@/content/city-pages/pune.hi';
import * as or15 from '@/content/city-pages/pune.or';
import * as en16 from '@/content/city-pages/surat';
import * as hi16 from '@/content/city-pages/surat.hi';
import * as or16 from '@/content/city-pages/surat.or';
import * as en17 from '@/content/claims';
import * as hi17 from '@/content/claims.hi';
import * as or17 from '@/content/claims.or';
import * as en18 from '@/content/errors';
import * as hi18 from '@/content/errors.hi';
import * as or18 from '@/content/errors.or';
import * as en19 from '@/content/faq';
import * as hi19 from '@/content/faq.hi';
import * as or19 from '@/content/faq.or';
import * as en20 from '@/content/footer';
import * as hi20 from '@/content/footer.hi';
import * as or20 from '@/content/footer.or';
import * as en21 from '@/content/forms';
import * as hi21 from '@/content/forms.hi';
import * as or21 from '@/content/forms.or';
import * as en22 from '@/content/home';
import * as hi22 from '@/content/home.hi';
import * as or22 from '@/content/home.or';
import * as en23 from '@/content/honeypot';
import * as hi23 from '@/content/honeypot.hi';
import * as or23 from '@/content/honeypot.or';
import * as en24 from '@/content/insurance';
import * as hi24 from '@/content/insurance.hi';
import * as or24 from '@/content/insurance.or';
import * as en25 from '@/content/language-switch';
import * as hi25 from '@/content/language-switch.hi';
import * as or25 from '@/content/language-switch.or';
import * as en26 from '@/content/legal';
import * as hi26 from '@/content/legal.hi';
import * as or26 from '@/content/legal.or';
import * as en27 from '@/content/nav';
import * as hi27 from '@/content/nav.hi';
import * as or27 from '@/content/nav.or';
import * as en28 from '@/content/not-found';
import * as hi28 from '@/content/not-found.hi';
import * as or28 from '@/content/not-found.or';
import * as en29 from '@/content/packages';
import * as hi29 from '@/content/packages.hi';
import * as or29 from '@/content/packages.or';
import * as en30 from '@/content/partners';
import * as hi30 from '@/content/partners.hi';
import * as or30 from '@/content/partners.or';
import * as en31 from '@/content/policies';
import * as hi31 from '@/content/policies.hi';
import * as or31 from '@/content/policies.or';
import * as en32 from '@/content/pricing';
import * as hi32 from '@/content/pricing.hi';
import * as or32 from '@/content/pricing.or';
import * as en33 from '@/content/process';
import * as hi33 from '@/content/process.hi';
import * as or33 from '@/content/process.or';
import * as en34 from '@/content/service-pages/bikeshifting';
import * as hi34 from '@/content/service-pages/bikeshifting.hi';
import * as or34 from '@/content/service-pages/bikeshifting.or';
import * as en35 from '@/content/service-pages/carshifting';
import * as hi35 from '@/content/service-pages/carshifting.hi';
import * as or35 from '@/content/service-pages/carshifting.or';
import * as en36 from '@/content/service-pages/common';
import * as hi36 from '@/content/service-pages/common.hi';
import * as or36 from '@/content/service-pages/common.or';
import * as en37 from '@/content/service-pages/householdshifting';
import * as hi37 from '@/content/service-pages/householdshifting.hi';
import * as or37 from '@/content/service-pages/householdshifting.or';
import * as en38 from '@/content/service-pages/insurance';
import * as hi38 from '@/content/service-pages/insurance.hi';
import * as or38 from '@/content/service-pages/insurance.or';
import * as en39 from '@/content/service-pages/loadingandunloading';
import * as hi39 from '@/content/service-pages/loadingandunloading.hi';
import * as or39 from '@/content/service-pages/loadingandunloading.or';
import * as en40 from '@/content/service-pages/officeshifting';
import * as hi40 from '@/content/service-pages/officeshifting.hi';
import * as or40 from '@/content/service-pages/officeshifting.or';
import * as en41 from '@/content/service-pages/packingandmoving';
import * as hi41 from '@/content/service-pages/packingandmoving.hi';
import * as or41 from '@/content/service-pages/packingandmoving.or';
import * as en42 from '@/content/service-pages/premoving';
import * as hi42 from '@/content/service-pages/premoving.hi';
import * as or42 from '@/content/service-pages/premoving.or';
import * as en43 from '@/content/service-pages/quotation';
import * as hi43 from '@/content/service-pages/quotation.hi';
import * as or43 from '@/content/service-pages/quotation.or';
import * as en44 from '@/content/service-pages/safestorage';
import * as hi44 from '@/content/service-pages/safestorage.hi';
import * as or44 from '@/content/service-pages/safestorage.or';
import * as en45 from '@/content/service-pages/smartmovebudget';
import * as hi45 from '@/content/service-pages/smartmovebudget.hi';
import * as or45 from '@/content/service-pages/smartmovebudget.or';
import * as en46 from '@/content/services';
import * as hi46 from '@/content/services.hi';
import * as or46 from '@/content/services.or';
import * as en47 from '@/content/services-page';
import * as hi47 from '@/content/services-page.hi';
import * as or47 from '@/content/services-page.or';
import * as en48 from '@/content/share-cards';
import * as or48 from '@/content/share-cards.or';
import * as en49 from '@/content/site';
import * as hi49 from '@/content/site.hi';
import * as or49 from '@/content/site.or';
import * as en50 from '@/content/storage';
import * as hi50 from '@/content/storage.hi';
import * as or50 from '@/content/storage.or';
import * as en51 from '@/content/unique';
import * as hi51 from '@/content/unique.hi';
import * as or51 from '@/content/unique.or';
import * as en52 from '@/content/validation';
import * as hi52 from '@/content/validation.hi';
import * as or52 from '@/content/validation.or';
import * as en53 from '@/content/welcome';
import * as hi53 from '@/content/welcome.hi';
import * as or53 from '@/content/welcome.or';
import * as en54 from '@/features/claims/content';
import * as hi54 from '@/features/claims/content.hi';
import * as or54 from '@/features/claims/content.or';
import * as en55 from '@/features/documents/content';
import * as hi55 from '@/features/documents/content.hi';
import * as or55 from '@/features/documents/content.or';
import * as en56 from '@/features/documents/content/bills';
import * as hi56 from '@/features/documents/content/bills.hi';
import * as or56 from '@/features/documents/content/bills.or';
import * as en57 from '@/features/estimate/content/carried-estimate';
import * as hi57 from '@/features/estimate/content/carried-estimate.hi';
import * as or57 from '@/features/estimate/content/carried-estimate.or';
import * as en58 from '@/features/estimate/content/estimate';
import * as hi58 from '@/features/estimate/content/estimate.hi';
import * as or58 from '@/features/estimate/content/estimate.or';
import * as en59 from '@/features/estimate/content/estimate-lines';
import * as hi59 from '@/features/estimate/content/estimate-lines.hi';
import * as or59 from '@/features/estimate/content/estimate-lines.or';
import * as en60 from '@/features/leads/content/booking';
import * as hi60 from '@/features/leads/content/booking.hi';
import * as or60 from '@/features/leads/content/booking.or';
import * as en61 from '@/features/leads/content/contact';
import * as hi61 from '@/features/leads/content/contact.hi';
import * as or61 from '@/features/leads/content/contact.or';
import * as en62 from '@/features/leads/content/customer-email';
import * as hi62 from '@/features/leads/content/customer-email.hi';
import * as or62 from '@/features/leads/content/customer-email.or';
import * as en63 from '@/features/leads/content/customer-whatsapp';
import * as hi63 from '@/features/leads/content/customer-whatsapp.hi';
import * as or63 from '@/features/leads/content/customer-whatsapp.or';
import * as en64 from '@/features/leads/content/newsletter';
import * as hi64 from '@/features/leads/content/newsletter.hi';
import * as or64 from '@/features/leads/content/newsletter.or';
import * as en65 from '@/features/leads/content/quote-request';
import * as hi65 from '@/features/leads/content/quote-request.hi';
import * as or65 from '@/features/leads/content/quote-request.or';
import * as en66 from '@/features/move-day/content';
import * as hi66 from '@/features/move-day/content.hi';
import * as or66 from '@/features/move-day/content.or';
import * as en67 from '@/features/move-day/content/milestone-whatsapp';
import * as hi67 from '@/features/move-day/content/milestone-whatsapp.hi';
import * as or67 from '@/features/move-day/content/milestone-whatsapp.or';
import * as en68 from '@/features/payments/content';
import * as hi68 from '@/features/payments/content.hi';
import * as or68 from '@/features/payments/content.or';
import * as en69 from '@/features/quotation/content/language-choice';
import * as hi69 from '@/features/quotation/content/language-choice.hi';
import * as or69 from '@/features/quotation/content/language-choice.or';
import * as en70 from '@/features/quotation/content/quotation-page';
import * as hi70 from '@/features/quotation/content/quotation-page.hi';
import * as or70 from '@/features/quotation/content/quotation-page.or';
import * as en71 from '@/features/quotation/content/quotation-rules';
import * as hi71 from '@/features/quotation/content/quotation-rules.hi';
import * as or71 from '@/features/quotation/content/quotation-rules.or';
import * as en72 from '@/features/reviews/content';
import * as hi72 from '@/features/reviews/content.hi';
import * as or72 from '@/features/reviews/content.or';
import * as en73 from '@/features/survey/content/estimate-survey';
import * as hi73 from '@/features/survey/content/estimate-survey.hi';
import * as or73 from '@/features/survey/content/estimate-survey.or';
import * as en74 from '@/features/tracking/content';
import * as hi74 from '@/features/tracking/content.hi';
import * as or74 from '@/features/tracking/content.or';
import * as en75 from '@/features/tracking/content-on-success';
import * as hi75 from '@/features/tracking/content-on-success.hi';
import * as or75 from '@/features/tracking/content-on-success.or';

export const serverTranslations: TranslationTable = new Map<object, Partial<Record<'hi' | 'or', object>>>([
  [en0, { hi: hi0, or: or0 }],
  [en1, { hi: hi1, or: or1 }],
  [en2, { hi: hi2, or: or2 }],
  [en3, { hi: hi3, or: or3 }],
  [en4, { hi: hi4, or: or4 }],
  [en5, { hi: hi5, or: or5 }],
  [en6, { hi: hi6, or: or6 }],
  [en7, { hi: hi7, or: or7 }],
  [en8, { hi: hi8, or: or8 }],
  [en9, { hi: hi9, or: or9 }],
  [en10, { hi: hi10, or: or10 }],
  [en11, { hi: hi11, or: or11 }],
  [en12, { hi: hi12, or: or12 }],
  [en13, { hi: hi13, or: or13 }],
  [en14, { hi: hi14, or: or14 }],
  [en15, { hi: hi15, or: or15 }],
  [en16, { hi: hi16, or: or16 }],
  [en17, { hi: hi17, or: or17 }],
  [en18, { hi: hi18, or: or18 }],
  [en19, { hi: hi19, or: or19 }],
  [en20, { hi: hi20, or: or20 }],
  [en21, { hi: hi21, or: or21 }],
  [en22, { hi: hi22, or: or22 }],
  [en23, { hi: hi23, or: or23 }],
  [en24, { hi: hi24, or: or24 }],
  [en25, { hi: hi25, or: or25 }],
  [en26, { hi: hi26, or: or26 }],
  [en27, { hi: hi27, or: or27 }],
  [en28, { hi: hi28, or: or28 }],
  [en29, { hi: hi29, or: or29 }],
  [en30, { hi: hi30, or: or30 }],
  [en31, { hi: hi31, or: or31 }],
  [en32, { hi: hi32, or: or32 }],
  [en33, { hi: hi33, or: or33 }],
  [en34, { hi: hi34, or: or34 }],
  [en35, { hi: hi35, or: or35 }],
  [en36, { hi: hi36, or: or36 }],
  [en37, { hi: hi37, or: or37 }],
  [en38, { hi: hi38, or: or38 }],
  [en39, { hi: hi39, or: or39 }],
  [en40, { hi: hi40, or: or40 }],
  [en41, { hi: hi41, or: or41 }],
  [en42, { hi: hi42, or: or42 }],
  [en43, { hi: hi43, or: or43 }],
  [en44, { hi: hi44, or: or44 }],
  [en45, { hi: hi45, or: or45 }],
  [en46, { hi: hi46, or: or46 }],
  [en47, { hi: hi47, or: or47 }],
  [en48, { or: or48 }],
  [en49, { hi: hi49, or: or49 }],
  [en50, { hi: hi50, or: or50 }],
  [en51, { hi: hi51, or: or51 }],
  [en52, { hi: hi52, or: or52 }],
  [en53, { hi: hi53, or: or53 }],
  [en54, { hi: hi54, or: or54 }],
  [en55, { hi: hi55, or: or55 }],
  [en56, { hi: hi56, or: or56 }],
  [en57, { hi: hi57, or: or57 }],
  [en58, { hi: hi58, or: or58 }],
  [en59, { hi: hi59, or: or59 }],
  [en60, { hi: hi60, or: or60 }],
  [en61, { hi: hi61, or: or61 }],
  [en62, { hi: hi62, or: or62 }],
  [en63, { hi: hi63, or: or63 }],
  [en64, { hi: hi64, or: or64 }],
  [en65, { hi: hi65, or: or65 }],
  [en66, { hi: hi66, or: or66 }],
  [en67, { hi: hi67, or: or67 }],
  [en68, { hi: hi68, or: or68 }],
  [en69, { hi: hi69, or: or69 }],
  [en70, { hi: hi70, or: or70 }],
  [en71, { hi: hi71, or: or71 }],
  [en72, { hi: hi72, or: or72 }],
  [en73, { hi: hi73, or: or73 }],
  [en74, { hi: hi74, or: or74 }],
  [en75, { hi: hi75, or: or75 }],
]);
