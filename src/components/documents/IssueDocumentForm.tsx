'use client';

import { useActionState } from 'react';
import { documentCardTexts as t, documentTexts, documentTitles } from '@/content/documents';
import { gstStates } from '@/content/gst-states';
import type { DocumentKind } from '@/lib/documents/kinds';
import { initialStaffFormState } from '@/lib/forms/staff-forms';
import { issueDocumentAction } from '@/server/actions/admin-documents';
import { FormResult } from '@/components/admin/FormResult';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { SelectField, TextField } from '@/components/ui/Field';

interface Option {
  id: string;
  label: string;
}

/**
 * Issue one document. One form for every kind, so it works without JavaScript: the fields a
 * kind does not use are ignored by the server, and each label says which kind it is for.
 */
export function IssueDocumentForm({
  staffType,
  leadId,
  kinds,
  payments,
  invoices,
}: {
  staffType: string;
  leadId: string;
  kinds: DocumentKind[];
  payments: Option[];
  invoices: Option[];
}) {
  const [state, action] = useActionState(issueDocumentAction, initialStaffFormState);
  const v = state.values;
  const e = state.fieldErrors;
  const key = state.ok ? `ok-${state.message}` : 'form';
  return (
    <form action={action} className="space-y-4" noValidate key={key}>
      <h3 className="text-base font-bold text-brand-900">{t.form.heading}</h3>
      <FormResult state={state} />
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="document-kind"
          name="kind"
          label={t.form.kind}
          defaultValue={v?.kind ?? kinds[0]}
          error={e?.kind}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {documentTitles[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="document-payment"
          name="paymentId"
          label={t.form.payment}
          defaultValue={v?.paymentId ?? ''}
          error={e?.paymentId}
        >
          <option value="">{t.form.choosePayment}</option>
          {payments.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="document-vehicle"
          name="vehicleNumber"
          autoComplete="off"
          label={t.form.vehicle}
          defaultValue={v?.vehicleNumber ?? ''}
          error={e?.vehicleNumber}
        />
        <TextField
          id="document-driver"
          name="driver"
          autoComplete="off"
          label={t.form.driver}
          defaultValue={v?.driver ?? ''}
          error={e?.driver}
        />
        <TextField
          id="document-declared"
          name="declaredValue"
          inputMode="decimal"
          autoComplete="off"
          label={t.form.declared}
          defaultValue={v?.declaredValue ?? ''}
          error={e?.declaredValue}
        />
        <SelectField
          id="document-risk"
          name="risk"
          label={t.form.risk}
          defaultValue={v?.risk ?? 'carrier'}
          error={e?.risk}
        >
          <option value="carrier">{documentTexts.lr.risks.carrier}</option>
          <option value="owner">{documentTexts.lr.risks.owner}</option>
        </SelectField>
        <TextField
          id="document-gstin"
          name="gstin"
          autoComplete="off"
          label={t.form.gstin}
          defaultValue={v?.gstin ?? ''}
          error={e?.gstin}
        />
        <SelectField
          id="document-place"
          name="placeOfSupply"
          label={t.form.placeOfSupply}
          defaultValue={v?.placeOfSupply ?? ''}
          error={e?.placeOfSupply}
        >
          <option value="">{t.form.fromCity}</option>
          {Object.entries(gstStates).map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        <SelectField
          id="document-invoice"
          name="invoiceId"
          label={t.form.invoice}
          defaultValue={v?.invoiceId ?? ''}
          error={e?.invoiceId}
        >
          <option value="">{t.form.chooseInvoice}</option>
          {invoices.map((i) => (
            <option key={i.id} value={i.id}>
              {i.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="document-reason"
          name="reason"
          autoComplete="off"
          label={t.form.reason}
          defaultValue={v?.reason ?? ''}
          error={e?.reason}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" name="freightPaid" className="size-5" />
        {t.form.freightPaid}
      </label>
      <FormSubmit label={t.form.submit} sendingLabel={t.form.sending} />
    </form>
  );
}
