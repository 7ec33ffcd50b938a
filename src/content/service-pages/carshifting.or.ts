// Left out: nothing; slug, ids, hrefs, icons and the pictures' files and sizes are copied.
// The gallery's alt texts and captions (src/content/art.ts carGallery) are written here in Odia.
import type * as en from './carshifting';
import { claims } from '../claims.or';
import { policies } from '../policies.or';
import { bookFor } from './common';
import { callCta } from './common.or';
import { estimateCta } from '@/features/estimate/content/estimate.or';
import type { Translated } from '@/lib/i18n/translated';

const picture = (file: string, alt: string, caption: string) => ({
  src: `/illustrations/${file}.svg`,
  alt,
  width: 480,
  height: 320,
  caption,
});

export const carshifting: Translated<typeof en.carshifting> = {
  slug: 'carshifting',
  metaTitle: 'ସାରା ଭାରତରେ କାର୍ ସିଫ୍ଟିଂ',
  description: `ସାରା ଭାରତରେ ବନ୍ଦ କ୍ୟାରିଅରରେ ଘରୁ ଘର କାର୍ ପରିବହନ, ରାସ୍ତାରେ ବୀମା ସହ, ${policies.carTransitDays}ରେ ଡେଲିଭରି।`,
  hero: {
    title: 'ସାରା ଭାରତରେ ଘରୁ ଘର କାର୍ ପରିବହନ',
    intro: `ଆମେ ଆପଣଙ୍କ ଗେଟରୁ କାର୍ ନେଇ ନୂଆ ଠିକଣାରେ ହସ୍ତାନ୍ତର କରୁ, ${claims.cities.value} ସହରରେ ଓ ସେମାନଙ୍କ ମଧ୍ୟରେ ଥିବା ରୁଟରେ, ଦୂରତା ଅନୁସାରେ ${policies.carTransitDays}ରେ।`,
    ctas: [
      { label: 'କାର୍ ପରିବହନ ବୁକ୍ କରନ୍ତୁ', href: bookFor('carshifting') },
      callCta,
      estimateCta('?cars=1'),
    ],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'ସାରା ଭାରତରେ, ଘରୁ ଘର',
      paragraphs: [
        'ନିଜେ କାର୍ ଚଳାଇ ଦେଶ ପାର ହେଲେ ଇନ୍ଧନ, ଟୋଲ୍, ହୋଟେଲ ରାତି ଓ ଇଞ୍ଜିନର କ୍ଷୟ ଲାଗେ। ଆମ ସହ ପଠାଇଲେ ଗୋଟିଏ ସ୍ଥିର ଦର ଲାଗେ, ଆପଣଙ୍କ ସମୟ ଟିକେ ବି ନୁହେଁ।',
        'ଜଣେ ଡ୍ରାଇଭର ଆପଣଙ୍କ ପିକଅପ୍ ସ୍ଥାନରୁ କାର୍ କ୍ୟାରିଅର ପର୍ଯ୍ୟନ୍ତ ଆଣନ୍ତି, ଆମେ ଆପଣଙ୍କ ସହ ମିଶି ତାହାର ଅବସ୍ଥା ଲେଖୁ, ଓ ବନ୍ଦ କ୍ୟାରିଅରରେ ବନ୍ଧାହୋଇ ଏହା ଆପଣଙ୍କ ନୂଆ ସହରକୁ ଯାଏ। ସେପାଖରେ ଆପଣ ସ୍ୱାକ୍ଷର କରିବା ପୂର୍ବରୁ ସେହି ଯାଞ୍ଚ ପୁଣି ହୁଏ।',
      ],
      points: [
        'ହ୍ୟାଚବ୍ୟାକ୍, ସେଡାନ୍, ଏସୟୁଭି ଓ ପୁରୁଣା କ୍ଲାସିକ୍ କାର୍',
        'ଆପଣଙ୍କ ଠିକଣାରୁ ପିକଅପ୍ ଓ ଠିକଣାରେ ଡେଲିଭରି',
        'ଲୋଡିଂ, ଟୋଲ୍ ଓ ପରିବହନ ସୁରକ୍ଷା ସହ ଗୋଟିଏ ଦର',
      ],
    },
    {
      kind: 'features',
      title: 'ସୁବିଧା',
      items: [
        {
          icon: 'Truck',
          title: 'ବନ୍ଦ କ୍ୟାରିଅର',
          text: 'ଧୂଳି, ବର୍ଷା ଓ ପଥର ଭିତରକୁ ଆସେ ନାହିଁ। ପ୍ରତ୍ୟେକ କାର୍ ଚକର ଷ୍ଟ୍ରାପରେ ବନ୍ଧାଯାଏ, କେବେ ବି ବଡିରେ ନୁହେଁ।',
        },
        {
          icon: 'MapPin',
          title: 'ପ୍ରତିଦିନ ଟ୍ରାକିଂ',
          text: 'ଡେଲିଭରି ପର୍ଯ୍ୟନ୍ତ ଆପଣଙ୍କ କୋଅର୍ଡିନେଟର ପ୍ରତିଦିନ କ୍ୟାରିଅର କେଉଁଠି ଅଛି ଜଣାନ୍ତି।',
        },
        {
          icon: 'ShieldCheck',
          title: 'ରାସ୍ତାରେ ବୀମା',
          text: 'ପରିବହନ ସୁରକ୍ଷା ଦରରେ ସାମିଲ, ଦାମୀ କାର୍ ପାଇଁ ଅଧିକ କଭର୍ ମଧ୍ୟ ମିଳେ।',
        },
        {
          icon: 'ClipboardList',
          title: 'ଅବସ୍ଥା ରିପୋର୍ଟ',
          text: 'ପିକଅପ୍ ଓ ଡେଲିଭରି ସମୟରେ ଫଟୋ ଓ ସ୍ୱାକ୍ଷରିତ ରିପୋର୍ଟ, ଯାହାଫଳରେ କିଛି ମନେ ରଖିବାକୁ ପଡ଼େ ନାହିଁ।',
        },
      ],
    },
    {
      kind: 'gallery',
      title: 'ଆପଣଙ୍କ କାର୍ କେମିତି ଯାଏ',
      pictures: [
        picture(
          'car-loading',
          'ଏକ ହ୍ୟାଚବ୍ୟାକ୍ କାର୍ କ୍ୟାରିଅରର ର୍ୟାମ୍ପରେ ଚଢ଼ୁଛି',
          'ହାଇଡ୍ରୋଲିକ୍ ର୍ୟାମ୍ପରେ ଆପଣଙ୍କ ଦ୍ୱାରରୁ ଲୋଡିଂ',
        ),
        picture(
          'car-wrapped',
          'ମାପ ଅନୁସାରେ କଭର୍ ତଳେ ଏକ କାର୍, ଚକର ଷ୍ଟ୍ରାପରେ ବନ୍ଧା',
          'ଚାରି ଚକରେ କଭର୍ ଓ ଷ୍ଟ୍ରାପ୍',
        ),
        picture(
          'car-highway',
          'ସବୁଜ ପାହାଡ଼ ପାଖ ହାଇୱେରେ ଏକ ବନ୍ଦ କାର୍ କ୍ୟାରିଅର',
          'ପ୍ରତିଦିନ ସ୍ଥାନର ଖବର ସହ ରାସ୍ତାରେ',
        ),
        picture(
          'car-delivery',
          'ସ୍ୱାକ୍ଷରିତ ଅବସ୍ଥା ରିପୋର୍ଟ ପାଖରେ ଏକ ଘର ଆଗରେ ରଖାଯାଇଥିବା କାର୍',
          'ଆପଣଙ୍କ ସହ ଯାଞ୍ଚ କରି ଡେଲିଭରି',
        ),
      ],
    },
    {
      kind: 'faq',
      id: 'car-faq',
      title: 'କାର୍ ସିଫ୍ଟିଂ ବିଷୟରେ ପ୍ରଶ୍ନ',
      items: [
        {
          question: 'କାର୍ ପରିବହନରେ କେତେ ସମୟ ଲାଗେ?',
          answer: `${policies.carTransitDays} ମଧ୍ୟରେ। ପାଖ ସହରକୁ ଦୁଇରୁ ତିନି ଦିନ ଲାଗେ; ସବୁଠୁ ଲମ୍ବା ରୁଟ୍, ଯେପରି ଭୁବନେଶ୍ୱରରୁ ଅହମଦାବାଦ, ଦଶ ଦିନ ପର୍ଯ୍ୟନ୍ତ ଲାଗେ।`,
        },
        {
          question: 'ମୋ କାର୍ ଆପଣଙ୍କ ପାଖରେ ଥିବା ବେଳେ ବୀମା ଥାଏ କି?',
          answer:
            'ହଁ। ପିକଅପ୍ ଠାରୁ ଡେଲିଭରି ପର୍ଯ୍ୟନ୍ତ ପ୍ରତ୍ୟେକ କାର୍ ସିଫ୍ଟିଂରେ ପରିବହନ ସୁରକ୍ଷା ସାମିଲ। ଦାମୀ ଓ ପୁରୁଣା କ୍ଲାସିକ୍ କାର୍ ପାଇଁ ଅଧିକ ଘୋଷିତ ମୂଲ୍ୟ ଦେବାକୁ ଆମେ ପରାମର୍ଶ ଦେଉ; ଆପଣଙ୍କ କୋଅର୍ଡିନେଟରଙ୍କୁ ପଚାରନ୍ତୁ।',
        },
        {
          question: 'ମୋ କାର୍ କେମିତି ପ୍ରସ୍ତୁତ କରିବି?',
          answer:
            'ଟାଙ୍କିରେ ପ୍ରାୟ ଏକ ଚତୁର୍ଥାଂଶ ଇନ୍ଧନ ରଖନ୍ତୁ, ଦାମୀ ଜିନିଷ ଓ ଖୋଲା ଆକସେସରି ବାହାର କରନ୍ତୁ, ଦର୍ପଣ ମୋଡ଼ନ୍ତୁ ଓ ଆଗରୁ ଥିବା ଆଞ୍ଚୁଡ଼ା ଚିହ୍ନ ଲେଖି ରଖନ୍ତୁ। RC, ବୀମା ଓ PUC କାରର ଫାଇଲରେ ରଖନ୍ତୁ ଓ ଏକ ପରିଚୟ ପତ୍ର ସହ ସେଗୁଡ଼ିକର କପି ଆମକୁ ଦିଅନ୍ତୁ।',
        },
      ],
    },
  ],
};
