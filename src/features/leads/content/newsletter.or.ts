// Left out: nothing (the placeholder address stays as in English).
import type * as en from './newsletter';
import type { Translated } from '@/lib/i18n/translated';

export const newsletterForm: Translated<typeof en.newsletterForm> = {
  label: 'ଆମ ନ୍ୟୁଜଲେଟର ପାଇଁ ଇମେଲ୍',
  placeholder: 'you@example.com',
  hint: 'ସିଫ୍ଟିଂ ପାଇଁ ଉପଯୋଗୀ ପରାମର୍ଶ ଓ ଋତୁକାଳୀନ ଅଫର୍। ଆମେ ଆପଣଙ୍କ ଇମେଲ୍ କାହାକୁ ଦେଉନାହୁଁ।',
  buttons: { subscribe: 'ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ', sending: 'ସବସ୍କ୍ରାଇବ୍ ହେଉଛି...' },
  subscribed: (email) => `ସବସ୍କ୍ରାଇବ୍ କରିଥିବାରୁ ଧନ୍ୟବାଦ! ଆମ ନ୍ୟୁଜଲେଟର ${email} କୁ ଆସିବ।`,
  messages: {
    failed: 'ଏବେ ଆପଣଙ୍କୁ ସବସ୍କ୍ରାଇବ୍ କରାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  },
};
