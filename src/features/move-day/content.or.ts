// Left out (staff and crew only): moveDayTexts, jobSheetTexts, milestoneActions, milestoneErrors,
// moveDayAudit, captureErrors, crewAccountTexts, crewTexts, crewPickTexts, dayTexts.
// milestoneEmails.label names an email in the staff's outbox: copied in English.
import type * as en from './content';
import { milestoneLabels as englishMilestoneLabels } from './content';
import type { Translated } from '@/lib/i18n/translated';

/** A step's name as /track and the customer's emails say it. */
export const milestoneLabels: Translated<typeof en.milestoneLabels> = {
  arrived: 'ପିକଅପ୍ ସ୍ଥାନରେ ପହଞ୍ଚିଲେ',
  packed: 'ପ୍ୟାକିଂ ସରିଲା',
  loaded: 'ଟ୍ରକରେ ଲୋଡ୍ ହେଲା',
  'in-transit': 'ରାସ୍ତାରେ ଅଛି',
  reached: 'ଡ୍ରପ୍ ସ୍ଥାନରେ ପହଞ୍ଚିଲା',
  delivered: 'ଡେଲିଭରି ହେଲା',
};

export const milestoneEmails: Translated<typeof en.milestoneEmails> = {
  loaded: {
    subject: (reference) => `ଆପଣଙ୍କ ସାମାନ ଲୋଡ୍ ହୋଇଗଲା: ${reference}`,
    body: (expected) =>
      `ଆମ ଟିମ୍ ଆପଣଙ୍କ ସାମାନ ଟ୍ରକରେ ଲୋଡ୍ କରିଛି।${expected ? ` ଆମେ ${expected} ରେ ଡେଲିଭରି କରିବୁ ବୋଲି ଆଶା କରୁଛୁ।` : ''}`,
  },
  delivered: {
    subject: (reference) => `ଆପଣଙ୍କ ସାମାନ ଡେଲିଭରି ହୋଇଗଲା: ${reference}`,
    body: 'ଆପଣଙ୍କ ସାମାନ ଡେଲିଭରି ହୋଇଗଲା। ଆମ ସହ ସିଫ୍ଟ କରିଥିବାରୁ ଧନ୍ୟବାଦ। ଡେଲିଭରିର ପ୍ରମାଣ ଟ୍ରାକିଂ ପୃଷ୍ଠାରେ ଅଛି।',
  },
  trackIntro: 'ଟ୍ରାକିଂ ପୃଷ୍ଠାରେ ଆପଣଙ୍କ ସିଫ୍ଟିଂର ପ୍ରତ୍ୟେକ ପଦକ୍ଷେପ ଦେଖନ୍ତୁ:',
  label: (kind, reference) =>
    `the ${englishMilestoneLabels[kind].toLowerCase()} email to the customer of ${reference}`,
};

export const trackMilestoneTexts: Translated<typeof en.trackMilestoneTexts> = {
  heading: 'ସିଫ୍ଟିଂ ଦିନ',
  expected: (day) => `${day} ରେ ଡେଲିଭରି ଆଶା କରାଯାଉଛି`,
  none: 'ସେହି ଦିନ ଆମ ଟିମ୍ ପ୍ରତ୍ୟେକ ପଦକ୍ଷେପ ଏଠାରେ ଲେଖିବ।',
  photosHeading: 'ଆପଣଙ୍କ ସାମାନର ଫଟୋ',
  photosIntro:
    'ପିକଅପ୍ ଓ ଡେଲିଭରି ସମୟରେ ଆମ ଟିମ୍ ଉଠାଇଥିବା ଫଟୋ। କେବଳ ଆପଣ (ଏହି ଖୋଜା ମାଧ୍ୟମରେ) ଓ ଆମ ଟିମ୍ ଏଗୁଡ଼ିକ ଦେଖିପାରିବେ।',
  photoAlt: (stage, note) =>
    `${stage === 'pickup' ? 'ପିକଅପ୍ ସମୟରେ' : 'ଡେଲିଭରି ସମୟରେ'}${note ? `: ${note}` : ''}`,
  openPhoto: 'ପୂରା ଫଟୋ ଖୋଲନ୍ତୁ',
};
