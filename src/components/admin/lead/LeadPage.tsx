import { ArrowLeft } from '@/components/ui/line-icons';
import Link from 'next/link';
import { addLeadTexts } from '@/content/add-lead';
import {
  customerEmailListTexts,
  dashboardTexts,
  leadPageTexts,
  leadSourceTexts,
} from '@/content/admin';
import { surveyEditorTexts } from '@/content/survey';
import { staffQuotationTexts } from '@/content/quotation-page';
import { LeadQuotation } from '@/components/quotation/LeadQuotation';
import { LeadPayments } from '@/components/payments/LeadPayments';
import { LeadDocuments } from '@/components/documents/LeadDocuments';
import { documentCardTexts } from '@/content/documents';
import { paymentTexts } from '@/content/payments';
import { LEAD_KINDS } from '@/lib/lead-kinds';
import { can } from '@/lib/admin/rights';
import type { LeadPageData } from '@/lib/admin/staff-views';
import { DeleteLink } from '../DeleteLink';
import { FocusOnArrival } from '../FocusOnArrival';
import { StatusBadge } from '../LeadValue';
import { focusRing } from '../styles';
import { LeadAttribution } from './LeadAttribution';
import { LeadCustomerEmails } from './LeadCustomerEmails';
import { LeadDetails } from './LeadDetails';
import { LeadHistory } from './LeadHistory';
import { LeadNotes } from './LeadNotes';
import { LeadSurvey } from './LeadSurvey';
import { LeadWorkForm } from './LeadWorkForm';
import { MoveDayCard } from './MoveDayCard';
import { moveDayTexts } from '@/content/move-day';
import { QuickActions } from './QuickActions';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

function Back() {
  return (
    <Link
      href="/admin"
      className={`inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 ${focusRing}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {leadPageTexts.back}
    </Link>
  );
}

/** Phone first: contact buttons and the follow-up form on top, the survey and the quotation, then notes, details and history. */
export function LeadPage({
  data,
  added = false,
}: {
  data: Exclude<LeadPageData, { state: 'signed-out' }>;
  /** Just entered by hand ("Add a lead" opens it): say so, and take the focus there. */
  added?: boolean;
}) {
  if (data.state !== 'ready')
    return (
      <div className="space-y-4">
        <Back />
        <h1 className="text-2xl font-extrabold text-brand-900">{leadPageTexts.notFoundHeading}</h1>
        <p className="text-slate-700">
          {data.state === 'not-found' ? leadPageTexts.notFoundBody : dashboardTexts.storeError}
        </p>
      </div>
    );
  const { lead, people, me, survey, quotation, quotationPrefill, payments, documents } = data;
  const name = 'name' in lead && typeof lead.name === 'string' ? lead.name : lead.reference;
  return (
    <div className="space-y-5">
      <Back />
      {added ? (
        <div className="rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3">
          <FocusOnArrival
            arrival={lead.id}
            id="lead-added"
            className="font-semibold text-green-900 focus:outline-none"
          >
            {addLeadTexts.added(lead.reference)}
          </FocusOnArrival>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          <span className="sr-only">{LEAD_KINDS[lead.kind].labels.one} </span>
          <span className="font-mono tracking-wide">{lead.reference}</span>
        </h1>
        <StatusBadge status={lead.status} />
        <p className="w-full text-slate-700 sm:w-auto">
          {name !== lead.reference ? `${name} · ` : ''}
          {LEAD_KINDS[lead.kind].labels.one}
        </p>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <section aria-labelledby="quick" className={card}>
            <h2 id="quick" className="mb-3 text-lg font-bold text-brand-900">
              {leadPageTexts.quickHeading}
            </h2>
            <QuickActions lead={lead} name={name} />
          </section>
          <section aria-labelledby="work" className={card}>
            <h2 id="work" className="mb-3 text-lg font-bold text-brand-900">
              {leadPageTexts.workHeading}
            </h2>
            <LeadWorkForm lead={lead} people={people} me={me.id} />
          </section>
          {lead.moveDay ? (
            <section aria-labelledby="move-day" className={card}>
              <h2 id="move-day" className="mb-3 text-lg font-bold text-brand-900">
                {moveDayTexts.heading}
              </h2>
              <MoveDayCard
                id={lead.id}
                plan={lead.moveDay}
                moveDate={'moveDate' in lead ? lead.moveDate : null}
                suggested={survey?.vehicle?.name ?? null}
              />
            </section>
          ) : null}
          {survey ? (
            <section aria-labelledby="survey" className={card}>
              <h2 id="survey" className="mb-3 text-lg font-bold text-brand-900">
                {surveyEditorTexts.staffHeading}
              </h2>
              <LeadSurvey kind={lead.kind} id={lead.id} survey={survey} />
            </section>
          ) : null}
          {quotation !== undefined ? (
            <section aria-labelledby="quotation" className={card}>
              <h2 id="quotation" className="mb-3 text-lg font-bold text-brand-900">
                {staffQuotationTexts.heading}
              </h2>
              <LeadQuotation
                kind={lead.kind}
                id={lead.id}
                quotation={quotation}
                prefill={quotationPrefill}
                canMake={can(me.role, 'quotations.make')}
              />
            </section>
          ) : null}
          {payments ? (
            <section aria-labelledby="payments" className={card}>
              <h2 id="payments" className="mb-3 text-lg font-bold text-brand-900">
                {paymentTexts.heading}
              </h2>
              <LeadPayments kind={lead.kind} id={lead.id} payments={payments} />
            </section>
          ) : null}
          {documents ? (
            <section aria-labelledby="documents" className={card}>
              <h2 id="documents" className="mb-3 text-lg font-bold text-brand-900">
                {documentCardTexts.heading}
              </h2>
              <LeadDocuments
                kind={lead.kind}
                id={lead.id}
                role={me.role}
                documents={documents}
                payments={payments}
              />
            </section>
          ) : null}
          <section aria-labelledby="notes" className={card}>
            <h2 id="notes" className="mb-3 text-lg font-bold text-brand-900">
              {leadPageTexts.notesHeading}
            </h2>
            <LeadNotes lead={lead} />
          </section>
        </div>
        <div className="space-y-5">
          <section aria-labelledby="details" className={card}>
            <h2 id="details" className="mb-3 text-lg font-bold text-brand-900">
              {leadPageTexts.detailsHeading}
            </h2>
            <LeadDetails lead={lead} />
          </section>
          <section aria-labelledby="attribution" className={card}>
            <h2 id="attribution" className="mb-3 text-lg font-bold text-brand-900">
              {leadSourceTexts.heading}
            </h2>
            <LeadAttribution attribution={lead.attribution} />
          </section>
          <section aria-labelledby="history" className={card}>
            <h2 id="history" className="mb-3 text-lg font-bold text-brand-900">
              {leadPageTexts.historyHeading}
            </h2>
            <LeadHistory history={lead.history} />
          </section>
          {lead.customerEmails ? (
            <section aria-labelledby="customer-emails" className={card}>
              <h2 id="customer-emails" className="mb-3 text-lg font-bold text-brand-900">
                {customerEmailListTexts.heading}
              </h2>
              <LeadCustomerEmails emails={lead.customerEmails} enabled={lead.customerEmailsOn} />
            </section>
          ) : null}
          {/* Erasure on request: the owner's, and confirmed on the list before anything goes. */}
          {can(me.role, 'leads.delete') ? (
            <p>
              <DeleteLink lead={lead} />
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
