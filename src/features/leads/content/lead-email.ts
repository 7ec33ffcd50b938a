import { site } from '@/content/site';

/** The email the company gets for each new lead: plain text, no HTML. */
export const leadEmailTexts = {
  subject: (kind: string, reference: string) => `New ${kind} ${reference}`,
  intro: (kind: string) => `A new ${kind} has arrived on the website.`,
  open: 'Open it in the dashboard:',
  survey: 'The customer listed their things:',
  surveyLoad: (load: string, vehicle: string, crew: string) =>
    `Load ${load}; vehicle ${vehicle}; crew ${crew}.`,
  received: (time: string) => `${time} (India time)`,
  footer: `Sent by the ${site.shortName} website. Reply to this email to answer the visitor.`,
  footerNoReply: `Sent by the ${site.shortName} website.`,
} as const;
