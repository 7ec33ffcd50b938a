import type { ReactNode } from 'react';
import { ArrowLeft } from '@/components/ui/line-icons';
import Link from 'next/link';
import { addLeadTexts } from '@/features/leads/content/add-lead';
import {
  customerEmailListTexts,
  dashboardTexts,
  leadPageTexts,
  leadSourceTexts,
} from '@/features/leads/content/staff';
import { surveyEditorTexts } from '@/features/survey/content/survey';
import { staffQuotationTexts } from '@/features/quotation/content/quotation-page';
import { LeadQuotation } from '@/features/quotation/ui/LeadQuotation';
import { LeadPayments } from '@/features/payments/ui/LeadPayments';
import { LeadDocuments } from '@/features/documents/ui/LeadDocuments';
import { documentCardTexts } from '@/features/documents/content';
import { paymentTexts } from '@/features/payments/content';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { can } from '@/features/people';
import type { LeadPageData } from '@/features/leads/staff-views';
import { DeleteLink } from '../list/DeleteLink';
import { FocusOnArrival } from '@/components/admin/FocusOnArrival';
import { StatusBadge } from '../list/LeadValue';
import { focusRing } from '@/components/admin/styles';
import { routeKmOf } from '@/features/documents';
import { claimCardTexts } from '@/features/claims/content';
import { LeadClaims } from '@/features/claims/ui/LeadClaims';
import { LeadAttribution } from './LeadAttribution';
import { LeadCustomerEmails } from './LeadCustomerEmails';
import { LeadDetails } from './LeadDetails';
import { LeadHistory } from './LeadHistory';
import { LeadNotes } from './LeadNotes';
import { LeadSurvey } from '@/features/survey/ui/LeadSurvey';
import { LeadWorkForm } from './LeadWorkForm';
import { MoveDayCard } from '@/features/move-day/ui/MoveDayCard';
import { moveDayTexts } from '@/features/move-day/content';
import { QuickActions } from './QuickActions';
import { todayInIndia } from '@/lib/dates';

/** One card of the lead page: a section named by its heading. */
function Card({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

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
  const { lead, people, me, survey, quotation, quotationPrefill, payments, documents, claims } =
    data;
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
          <Card id="quick" heading={leadPageTexts.quickHeading}>
            <QuickActions lead={lead} name={name} />
          </Card>
          <Card id="work" heading={leadPageTexts.workHeading}>
            <LeadWorkForm
              lead={lead}
              people={people}
              me={me.id}
              forceDoneBefore={
                lead.kind === 'booking' &&
                lead.status !== 'done' &&
                can(me.role, 'moves.force-done') &&
                'moveDate' in lead &&
                lead.moveDate &&
                lead.moveDate > todayInIndia()
                  ? lead.moveDate
                  : null
              }
            />
          </Card>
          {lead.moveDay ? (
            <Card id="move-day" heading={moveDayTexts.heading}>
              <MoveDayCard
                id={lead.id}
                plan={lead.moveDay}
                moveDate={'moveDate' in lead ? lead.moveDate : null}
                suggested={survey?.vehicle?.name ?? null}
                people={people}
              />
            </Card>
          ) : null}
          {survey ? (
            <Card id="survey" heading={surveyEditorTexts.staffHeading}>
              <LeadSurvey kind={lead.kind} id={lead.id} survey={survey} />
            </Card>
          ) : null}
          {quotation !== undefined ? (
            <Card id="quotation" heading={staffQuotationTexts.heading}>
              <LeadQuotation
                kind={lead.kind}
                id={lead.id}
                quotation={quotation}
                prefill={quotationPrefill}
                canMake={can(me.role, 'quotations.make')}
              />
            </Card>
          ) : null}
          {payments ? (
            <Card id="payments" heading={paymentTexts.heading}>
              <LeadPayments kind={lead.kind} id={lead.id} payments={payments} />
            </Card>
          ) : null}
          {documents ? (
            <Card id="documents" heading={documentCardTexts.heading}>
              <LeadDocuments
                kind={lead.kind}
                id={lead.id}
                role={me.role}
                documents={documents}
                payments={payments}
                distanceKm={routeKmOf(lead)}
              />
            </Card>
          ) : null}
          {claims && claims.length > 0 ? (
            <Card id="claims" heading={claimCardTexts.heading}>
              <LeadClaims
                staffType={LEAD_KINDS[lead.kind].type}
                leadId={lead.id}
                role={me.role}
                claims={claims}
              />
            </Card>
          ) : null}
          <Card id="notes" heading={leadPageTexts.notesHeading}>
            <LeadNotes lead={lead} />
          </Card>
        </div>
        <div className="space-y-5">
          <Card id="details" heading={leadPageTexts.detailsHeading}>
            <LeadDetails lead={lead} />
          </Card>
          <Card id="attribution" heading={leadSourceTexts.heading}>
            <LeadAttribution attribution={lead.attribution} />
          </Card>
          <Card id="history" heading={leadPageTexts.historyHeading}>
            <LeadHistory history={lead.history} />
          </Card>
          {lead.customerEmails ? (
            <Card id="customer-emails" heading={customerEmailListTexts.heading}>
              <LeadCustomerEmails emails={lead.customerEmails} enabled={lead.customerEmailsOn} />
            </Card>
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
