// A module of its own: the estimate page's client script carries these three texts, not the
// staff survey's (client components take a whole content module, lib/i18n/client-texts).
/** On /estimate: where a customer lists their things for a firmer price. */
export const estimateSurveyTexts = {
  heading: 'List your things for a firmer price',
  body: 'This estimate is for a typical home of your size. Book or ask for a quote at this price, then open your request on the tracking page with its reference and list your things room by room: we firm up the price and the truck from your list.',
  link: 'I have a reference: list my things',
} as const;
