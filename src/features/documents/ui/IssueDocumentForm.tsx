'use client';

import { useActionState } from 'react';
import { documentCardTexts as t, documentTexts, documentTitles } from '@/features/documents/content';
import { gstStates } from '@/features/documents/settings/gst-states';
import type { DocumentKind } from '@/features/documents/kinds';
import { initialStaffFormState, staffFields } from '@/features/leads';
import { issueDocumentAction } from '@/features/documents/server/actions/documents';
import { FormResult } from '@/components/admin/FormResult';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { Options, SelectField, TextField } from '@/components/ui/Field';

const risks = (['carrier', 'owner'] as const).map((risk) => ({
  value: risk,
  label: documentTexts.lr.risks[risk],
}));
const places = Object.entries(gstStates).map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));

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
  const field = staffFields(state, 'document');
  const key = state.ok ? `ok-${state.message}` : 'form';
  return (
    <form action={action} className="space-y-4" noValidate key={key}>
      <h3 className="text-base font-bold text-brand-900">{t.form.heading}</h3>
      <FormResult state={state} />
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t.form.kind} {...field('kind', kinds[0])}>
          <Options items={kinds.map((kind) => ({ value: kind, label: documentTitles[kind] }))} />
        </SelectField>
        <SelectField label={t.form.payment} {...field('paymentId')}>
          <option value="">{t.form.choosePayment}</option>
          <Options items={payments.map((p) => ({ value: p.id, label: p.label }))} />
        </SelectField>
        <TextField label={t.form.vehicle} autoComplete="off" {...field('vehicleNumber')} />
        <TextField label={t.form.driver} autoComplete="off" {...field('driver')} />
        <TextField
          label={t.form.declared}
          inputMode="decimal"
          autoComplete="off"
          {...field('declaredValue')}
        />
        <SelectField label={t.form.risk} {...field('risk', 'carrier')}>
          <Options items={risks} />
        </SelectField>
        <TextField label={t.form.gstin} autoComplete="off" {...field('gstin')} />
        <SelectField label={t.form.placeOfSupply} {...field('placeOfSupply')}>
          <option value="">{t.form.fromCity}</option>
          <Options items={places} />
        </SelectField>
        <SelectField label={t.form.invoice} {...field('invoiceId')}>
          <option value="">{t.form.chooseInvoice}</option>
          <Options items={invoices.map((i) => ({ value: i.id, label: i.label }))} />
        </SelectField>
        <TextField label={t.form.reason} autoComplete="off" {...field('reason')} />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input type="checkbox" name="freightPaid" className="size-5" />
        {t.form.freightPaid}
      </label>
      <FormSubmit label={t.form.submit} sendingLabel={t.form.sending} />
    </form>
  );
}
