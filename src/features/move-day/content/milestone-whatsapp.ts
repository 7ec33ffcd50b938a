/**
 * The WhatsApp text staff send the customer at loaded and delivered, in the lead's language
 * (click-to-chat: the crew sheet opens WhatsApp with it typed; nothing is sent without a person
 * pressing Send). The sheet's own words around it are the crew's: ./crew.ts.
 */
export const milestoneWhatsappTexts = {
  loaded: (reference: string, expected: string | null, track: string) =>
    `Namaste! Your things for move ${reference} are loaded on our truck.${expected ? ` We expect to deliver them on ${expected}.` : ''} Follow every step here: ${track}`,
  delivered: (reference: string, track: string) =>
    `Namaste! Your things for move ${reference} are delivered. Thank you for moving with us. Your proof of delivery and the photos are here: ${track}`,
} as const;
