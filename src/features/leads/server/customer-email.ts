import 'server-only';
import type { CustomerEmailPurpose } from '@/features/leads/content/customer-email';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/page-locale';
import { localHref } from '@/lib/i18n/localized-paths';
import * as customerEmailContent from '@/features/leads/content/customer-email';
import * as trackingContent from '@/features/tracking/content';
import * as bookingContent from '@/features/leads/content/booking';
import * as carriedEstimateContent from '@/features/estimate/content/carried-estimate';
import * as reviewContent from '@/features/reviews/content';
import { site } from '@/content/site';
import { trackHref } from '@/features/tracking/content';
import { env } from '@/env';
import { customerEstimateDetails } from '@/features/estimate';
import { formatPaise } from '@/lib/format-inr';
import { moneyFigures } from '@/features/payments';
import type { LeadStatus } from '@/features/leads/lead-types';
import type { TrackKind } from '@/features/leads/lead-kinds';
import { chosenRequestDetails, type RequestFacts } from '@/features/tracking';

/** Customers are emailed whenever the site can send mail at all (SMTP_URL is set). */
export function customerEmailsEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}

export interface CustomerEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** What an email to the customer needs of their request. */
export interface CustomerLead extends RequestFacts {
  reference: string;
  /** Null on a lead entered by staff without one: then there is no email to send. */
  email: string | null;
  /** The stored estimate snapshot (JSON) of a booking or quote made at an estimate. */
  estimate?: unknown;
  /** Its quotation's link and money, once a quotation is made (status emails). */
  money?: CustomerMoney;
  /** The customer's language (the lead's): the email speaks it. English when not known. */
  language?: Locale;
}

export interface CustomerMoney {
  quotationUrl: string;
  /** The accepted total; null while no version is accepted. */
  totalPaise: number | null;
  paidPaise: number;
}

/** The email's words in the customer's language (English where a translation is missing). */
const textsIn = (locale: Locale) => inLocale(customerEmailContent, locale).customerEmailTexts;
const nextStepsIn = (locale: Locale) => inLocale(trackingContent, locale).trackNextSteps;
const detailWordsIn = (locale: Locale) => ({
  labels: inLocale(trackingContent, locale).trackDetailLabels,
  serviceLabel: inLocale(bookingContent, locale).bookingServiceLabel,
});
const estimateWordsIn = (locale: Locale) =>
  inLocale(carriedEstimateContent, locale).carriedEstimateTexts;

/** The quotation's link, then the agreed total, what came in and what is left, once agreed. */
function moneyDetails(
  money: CustomerMoney | undefined,
  locale: Locale,
): { label: string; value: string }[] {
  if (!money) return [];
  const t = textsIn(locale).money;
  const figures = moneyFigures(money.totalPaise, [money.paidPaise]);
  return [
    { label: t.quotation, value: money.quotationUrl },
    ...(figures.totalPaise === null || figures.balancePaise === null
      ? []
      : [
          { label: t.total, value: formatPaise(figures.totalPaise) },
          { label: t.paid, value: formatPaise(figures.paidPaise) },
          { label: t.balance, value: formatPaise(figures.balancePaise) },
        ]),
  ];
}

// Addresses the forms accepted; anything else (a line break, a display name) is never used.
const PLAIN_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

/** The status the customer's request has when this email goes out. */
const STATUS_OF = {
  received: 'new',
  booked: 'booked',
  done: 'done',
  cancelled: 'cancelled',
} as const satisfies Record<CustomerEmailPurpose, LeadStatus>;

/** One line of visitor text: no control characters, no line breaks. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The email to the customer about their request: a neutral greeting, the reference, what they
 * asked for (the form's chosen values only: never their name nor free text, so the site cannot
 * be used to send someone else a stranger's words), what happens next, the tracking link and
 * the company's contacts.
 * Undefined when the address is not a plain one. Nothing a visitor typed goes into a header.
 */
export function composeCustomerEmail(
  purpose: CustomerEmailPurpose,
  kind: TrackKind,
  lead: CustomerLead,
  options: { from: string; siteUrl: string; reviewUrl?: string },
): CustomerEmail | undefined {
  const to = (lead.email ?? '').trim();
  if (!PLAIN_ADDRESS.test(to)) return undefined;
  const locale = lead.language ?? 'en';
  const t = textsIn(locale);
  const { reviewTexts } = inLocale(reviewContent, locale);
  const subject =
    purpose === 'received'
      ? t.subject.received[kind](lead.reference)
      : t.subject[purpose](lead.reference);
  const intro = purpose === 'received' ? t.intro.received[kind] : t.intro[purpose];
  const greeting = t.greeting;
  const details = [
    ...chosenRequestDetails(kind, lead, detailWordsIn(locale)),
    ...customerEstimateDetails(lead.estimate, estimateWordsIn(locale)),
    ...moneyDetails(lead.money, locale),
  ].map((d) => ({ ...d, value: oneLine(d.value) }));
  const next = nextStepsIn(locale)[kind][STATUS_OF[purpose]];
  const link = `${options.siteUrl.replace(/\/+$/, '')}${localHref(trackHref(lead.reference), locale)}`;

  const text = [
    greeting,
    '',
    intro,
    '',
    `${t.referenceLabel}: ${lead.reference}`,
    ...(details.length > 0
      ? ['', `${t.detailsHeading}:`, ...details.map((d) => `  ${d.label}: ${d.value}`)]
      : []),
    '',
    `${t.nextHeading}:`,
    next,
    '',
    ...(options.reviewUrl ? [reviewTexts.email.intro, options.reviewUrl, ''] : []),
    t.trackIntro,
    link,
    '',
    `${t.reachHeading}:`,
    ...t.reachLines.map((line) => `  ${line}`),
    '',
    '-- ',
    t.footer(lead.reference),
    '',
  ].join('\n');

  const e = escapeHtml;
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(e(greeting)),
    paragraph(e(intro)),
    paragraph(
      `${e(t.referenceLabel)}: <strong style="font-family:monospace;font-size:20px">${e(lead.reference)}</strong>`,
    ),
    ...(details.length > 0
      ? [
          `<h2 style="font-size:18px;margin:0 0 8px">${e(t.detailsHeading)}</h2>`,
          '<ul style="margin:0 0 16px;padding-left:20px">',
          ...details.map((d) => `<li>${e(d.label)}: <strong>${e(d.value)}</strong></li>`),
          '</ul>',
        ]
      : []),
    `<h2 style="font-size:18px;margin:0 0 8px">${e(t.nextHeading)}</h2>`,
    paragraph(e(next)),
    ...(options.reviewUrl
      ? [
          paragraph(e(reviewTexts.email.intro)),
          paragraph(
            `<a href="${e(options.reviewUrl)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">${e(reviewTexts.email.button)}</a>`,
          ),
        ]
      : []),
    paragraph(e(t.trackIntro)),
    paragraph(
      `<a href="${e(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">${e(t.trackButton)} ${e(lead.reference)}</a>`,
    ),
    `<h2 style="font-size:18px;margin:0 0 8px">${e(t.reachHeading)}</h2>`,
    `<ul style="margin:0 0 16px;padding-left:20px">${t.reachLines.map((line) => `<li>${e(line)}</li>`).join('')}</ul>`,
    `<p style="margin:24px 0 0;font-size:13px;color:#475569">${e(t.footer(lead.reference))}</p>`,
    '</div></body></html>',
    '',
  ].join('\n');

  return { from: options.from, to, subject, text, html, replyTo: site.email };
}
