// Every export of about.ts is here; icon names are copied.
import type * as en from './about';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.or';
import { site } from './site.or';

export const aboutPage: Translated<typeof en.aboutPage> = {
  metaTitle: 'ଆମ ବିଷୟରେ',
  description: `${site.name}: ${claims.experience.text} ${site.address.city}ରୁ ସମଗ୍ର ଭାରତରେ ଘର ଓ ଅଫିସ୍ ସିଫ୍ଟିଂ, ${claims.teamExperience} ସହ।`,
  eyebrow: 'ଆମ ବିଷୟରେ',
  title: 'ଆପଣଙ୍କ ଘରକୁ ନିଜ ଘର ଭଳି ଯତ୍ନ ନେଉଥିବା ମୁଭର୍ସ',
  intro: `${site.name} ${site.address.city}ରେ ଗୋଟିଏ ଟ୍ରକ୍ ଓ ଏକ ସରଳ ପ୍ରତିଶ୍ରୁତି ନେଇ ଆରମ୍ଭ ହୋଇଥିଲା: ଗ୍ରାହକଙ୍କୁ ପ୍ରକୃତ ଦର କହିବା, ଏବଂ ପ୍ରତ୍ୟେକ କାର୍ଟନକୁ ନିଜର ଭଳି ସମ୍ଭାଳିବା। ସେବେଠାରୁ (${site.founded}) ଆମେ ${claims.cities.value} ସହରରେ ଘର, ଅଫିସ୍, କାର୍ ଓ ବାଇକ୍ ସିଫ୍ଟ କରୁଛୁ।`,
  storyTitle: 'ଆମ କାହାଣୀ',
  story: [
    'ଆମେ ଆରମ୍ଭ କରିଥିଲୁ କାରଣ ବଦଳିରେ ସମସ୍ତେ ସିଫ୍ଟିଂକୁ ହିଁ ଡରୁଥିଲେ। ସିଫ୍ଟିଂ ଦିନ କୋଟେସନ୍ ବଢ଼ିଯାଉଥିଲା, ପ୍ୟାକିଂ ଓ ଅନଲୋଡିଂ ମଝିରେ ଟିମ୍ ବଦଳିଯାଉଥିଲା, ଏବଂ ଟ୍ରକ୍ ବାହାରିଗଲା ପରେ କେହି ଫୋନ୍ ଉଠାଉନଥିଲେ।',
    `ତେଣୁ ଆମେ କମ୍ପାନୀକୁ ଓଲଟା ଭାବେ ଗଢ଼ିଲୁ: ପ୍ରତ୍ୟେକ କୋଟେସନ୍ ଆଗରୁ ମାଗଣା ସର୍ଭେ, GST ଅଲଗା ଧାଡ଼ିରେ, ପ୍ରଥମ କାର୍ଟନରୁ ଶେଷ କାର୍ଟନ ପର୍ଯ୍ୟନ୍ତ ଗୋଟିଏ ଟିମ୍, ଏବଂ ଡେଲିଭରି ପର୍ଯ୍ୟନ୍ତ ଫୋନ୍ ଉଠାଉଥିବା ଜଣେ ନିର୍ଦ୍ଦିଷ୍ଟ କୋଅର୍ଡିନେଟର। ଆମ ପ୍ରତିଷ୍ଠାତା ଓ ସୁପରଭାଇଜରମାନଙ୍କ ପାଖରେ ପ୍ୟାକିଂ, ପରିବହନ ଓ ଗୋଦାମ କାମରେ ${claims.teamExperience} ଅଛି।`,
  ],
  statsTitle: 'ସଂଖ୍ୟାରେ MoveEase',
  stats: [
    { value: claims.experience.value, label: claims.experience.label },
    { value: claims.cities.value, label: claims.cities.label },
  ],
  valuesTitle: 'ଆମେ କେଉଁ କଥାରେ ଅଟଳ',
  values: [
    {
      icon: 'FileText',
      title: 'ଆମେ ଯେଉଁ ଦର କହୁ, ଆପଣ ସେତିକି ହିଁ ଦିଅନ୍ତି',
      text: 'ସର୍ଭେ ପରେ ଜିନିଷ ଅନୁସାରେ ସବିଶେଷ କୋଟେସନ୍, GST ଅଲଗା ଧାଡ଼ିରେ, ଏବଂ ସିଫ୍ଟିଂ ଦିନ ନୂଆ କରି ଯୋଡ଼ାଯାଉଥିବା କୌଣସି ଚାର୍ଜ ନାହିଁ।',
    },
    {
      icon: 'Users',
      title: 'ଆମର ନିଜ ତାଲିମପ୍ରାପ୍ତ ଟିମ୍',
      text: 'ପ୍ୟାକର ଓ ଡ୍ରାଇଭର ଆମ ବେତନଭୁକ୍ତ କର୍ମଚାରୀ, ଆମ ପ୍ୟାକିଂ ପଦ୍ଧତିରେ ତାଲିମପ୍ରାପ୍ତ; ଗେଟରୁ ଧରି ଆଣିଥିବା ଦିନ ମଜୁରିଆ ନୁହଁନ୍ତି।',
    },
    {
      icon: 'Phone',
      title: 'କେହି ନା କେହି ସବୁବେଳେ ଫୋନ୍ ଉଠାନ୍ତି',
      text: `${claims.support}, ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂ ପାଇଁ ଜଣେ ନିର୍ଦ୍ଦିଷ୍ଟ କୋଅର୍ଡିନେଟର, ଏବଂ ଯେକୌଣସି ଅନୁରୋଧର 24 ଘଣ୍ଟା ଭିତରେ ଫେରନ୍ତି କଲ୍।`,
    },
    {
      icon: 'Leaf',
      title: 'କମ୍ ଅଳିଆ',
      text: 'ଯେଉଁଠି ସମ୍ଭବ ପୁଣି ବ୍ୟବହାର ହେଉଥିବା କ୍ରେଟ୍ ଓ କମ୍ବଳ, ଏବଂ ଅନପ୍ୟାକିଂ ପରେ ପ୍ୟାକିଂର ଅଳିଆ ସଂଗ୍ରହ କରି ରିସାଇକଲ୍।',
    },
  ],
  ctaTitle: 'ଆସନ୍ତୁ, ଆପଣଙ୍କ ସିଫ୍ଟିଂର ଯୋଜନା କରିବା',
  ctaText: `ଅନଲାଇନ୍ ବୁକ୍ କରନ୍ତୁ କିମ୍ବା ${site.phone.display} ନମ୍ବରରେ କଲ୍ କରନ୍ତୁ। ${claims.callbackPromise}`,
  ctaBook: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  ctaServices: 'ଆମ ସେବା ଦେଖନ୍ତୁ',
};
