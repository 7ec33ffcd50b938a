import type { Translated } from '@/lib/i18n/translated';
import type * as en from './milestone-whatsapp';

export const milestoneWhatsappTexts: Translated<typeof en.milestoneWhatsappTexts> = {
  loaded: (reference, expected, track) =>
    `नमस्ते! शिफ्टिंग ${reference} का आपका सामान हमारे ट्रक में लोड हो गया है।${expected ? ` हमें उम्मीद है कि ${expected} को डिलीवरी हो जाएगी।` : ''} हर कदम यहाँ देखें: ${track}`,
  delivered: (reference, track) =>
    `नमस्ते! शिफ्टिंग ${reference} के आपके सामान की डिलीवरी हो गई है। हमारे साथ शिफ्टिंग करने के लिए धन्यवाद। आपकी डिलीवरी रसीद और फ़ोटो यहाँ हैं: ${track}`,
};
