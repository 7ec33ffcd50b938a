import { Mail, MessageCircle, Phone } from '@/components/ui/line-icons';
import { leadPageTexts } from '@/features/leads/content/staff';
import { reviewTexts } from '@/features/reviews/content';
import * as reviewContent from '@/features/reviews/content';
import * as customerWhatsapp from '@/features/leads/content/customer-whatsapp';
import { inLocale } from '@/lib/i18n/page-locale';
import {
  customerMailtoHref,
  customerWhatsappHref,
  reviewWhatsappHref,
  telHref,
} from '@/features/leads/contact-links';
import type { LeadDetail } from '@/features/leads/staff-views';
import { focusRing } from '@/components/admin/styles';

const big =
  `inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold ${focusRing} ` +
  'transition-colors';

/** Call, WhatsApp (greeting naming the customer and the reference), email (reference in the subject). */
export function QuickActions({ lead, name }: { lead: LeadDetail; name: string }) {
  const phone = 'phone' in lead && typeof lead.phone === 'string' ? lead.phone : null;
  const email = 'email' in lead && typeof lead.email === 'string' ? lead.email : null;
  // The messages the customer reads are in their language (issue 49); the buttons stay English.
  const language = lead.language ?? 'en';
  const { greeting } = inLocale(customerWhatsapp, language).customerWhatsappTexts;
  const reviewMessage = inLocale(reviewContent, language).reviewTexts.whatsapp;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {phone ? (
          <>
            <a
              href={telHref(phone)}
              aria-label={leadPageTexts.callLabel(name)}
              className={`${big} bg-brand-700 text-white hover:bg-brand-800`}
            >
              <Phone aria-hidden="true" className="size-5" />
              {leadPageTexts.call}
            </a>
            <a
              href={customerWhatsappHref(phone, name, lead.reference, greeting)}
              aria-label={leadPageTexts.whatsappLabel(name)}
              className={`${big} bg-green-800 text-white hover:bg-green-900`}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {leadPageTexts.whatsapp}
            </a>
          </>
        ) : null}
        {email ? (
          <a
            href={customerMailtoHref(email, lead.reference)}
            aria-label={leadPageTexts.emailLabel(name)}
            className={`${big} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
          >
            <Mail aria-hidden="true" className="size-5" />
            {leadPageTexts.email}
          </a>
        ) : null}
      </div>
      {phone ? null : <p className="text-sm text-slate-600">{leadPageTexts.noPhone}</p>}
      {lead.review ? (
        <p className="text-sm text-slate-800">
          {lead.review.rating !== null ? (
            <span className="font-semibold">{reviewTexts.staff.reviewed(lead.review.rating)}</span>
          ) : phone ? (
            <a
              href={reviewWhatsappHref(phone, lead.reference, lead.review.url, reviewMessage)}
              className={`inline-flex min-h-11 items-center font-semibold text-green-900 underline ${focusRing}`}
            >
              {reviewTexts.staff.whatsapp}
            </a>
          ) : (
            <>
              {reviewTexts.staff.link}: <span className="break-all">{lead.review.url}</span>
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}
