/**
 * The estimate a visitor carries from /estimate to the booking and quotation forms. Apart from
 * the estimate page's texts (content/estimate.ts), which import the tariff: the forms that show
 * these lines would otherwise ship the whole estimate page and its rates to the browser.
 */
export const carriedEstimateTexts = {
  heading: 'Your estimate',
  intro: 'We hold this price for your booking if the free survey finds what you told us.',
  breakdown: 'See the breakdown',
  change: 'Change the details of this estimate',
  /** On the success screens: the last day the stored estimate holds. */
  heldUntil: (date: string) => `The price of your estimate is held until ${date}.`,
  /** A booking whose move comes after that day: why the two dates differ. */
  heldBeforeMove: (held: string, move: string) =>
    `The price of your estimate is held until ${held}. Your move is later, on ${move}, so our coordinator confirms its final price when they call.`,
  /** Above the quotation form on /quote when the visitor came from "Email me this quote". */
  quoteHeading: 'Email me this quote',
  quoteFormIntro:
    'Tell us where to send it. A coordinator also calls to book the free survey, and the price holds until the date above.',
  /** The form's alert when the carried estimate is refused (say, its moving date has passed). */
  invalid: 'The estimate you brought from the estimate page is out of date. Please open it again.',
  /** The line of the customer's confirmation email. */
  emailLabel: 'Your estimate',
  emailValue: (total: string, low: string, high: string, date: string) =>
    `${total} with GST (${low} to ${high} after the free survey), valid until ${date}`,
} as const;
