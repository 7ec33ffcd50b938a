// Left out: nothing; the example address in the placeholder stays as it is.
import type * as en from './newsletter';
import type { Translated } from '@/lib/i18n/translated';

export const newsletterForm: Translated<typeof en.newsletterForm> = {
  label: 'न्यूज़लेटर के लिए ईमेल',
  placeholder: 'you@example.com',
  hint: 'शिफ्टिंग से जुड़े सुझाव और मौसमी ऑफ़र। हम आपका ईमेल पता कभी किसी को नहीं देते।',
  buttons: { subscribe: 'सब्सक्राइब करें', sending: 'सब्सक्राइब हो रहा है...' },
  subscribed: (email: string) => `सब्सक्राइब करने के लिए धन्यवाद! हमारा न्यूज़लेटर ${email} पर आएगा।`,
  messages: {
    failed: 'अभी आपको सब्सक्राइब नहीं किया जा सका। कृपया फिर से कोशिश करें।',
  },
};
