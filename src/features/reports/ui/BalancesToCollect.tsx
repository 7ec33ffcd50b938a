import Link from 'next/link';
import { leadPageHref } from '@/features/leads';
import { formatShortDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import type { LeadKind } from '@/features/leads';
import { balanceTexts as t } from '../content/gst';
import { SimpleTable } from './SimpleTable';

interface Row {
  leadKind: LeadKind;
  leadId: string;
  reference: string;
  name: string;
  moveDate: string | null;
  totalPaise: number;
  paidPaise: number;
  balancePaise: number;
}

/** Moves with money still to collect, the oldest move first (issue 48 point 5). */
export function BalancesToCollect({ rows }: { rows: readonly Row[] }) {
  return (
    <section aria-labelledby="balances-heading" className="space-y-3">
      <h2 id="balances-heading" className="text-xl font-bold text-brand-900">
        {t.heading}
      </h2>
      <p className="max-w-3xl text-slate-800">{t.intro}</p>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <SimpleTable
          id="balances"
          caption={t.heading}
          columns={t.columns}
          rows={rows.map((row) => [
            <Link
              key={row.leadId}
              href={leadPageHref(row.leadKind, row.leadId)}
              className="font-semibold text-brand-800 underline"
            >
              {row.reference}
            </Link>,
            row.name,
            row.moveDate ? formatShortDate(row.moveDate) : t.noDate,
            formatPaise(row.totalPaise),
            formatPaise(row.paidPaise),
            formatPaise(row.balancePaise),
          ])}
        />
      )}
    </section>
  );
}
