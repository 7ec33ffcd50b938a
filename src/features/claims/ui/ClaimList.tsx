import Link from 'next/link';
import { SelectField } from '@/components/ui/Field';
import { primarySmall } from '@/components/admin/styles';
import { leadPageHref } from '@/features/leads';
import { formatShortDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { indiaDayOf } from '@/lib/dates';
import { claimListTexts as t, claimTexts } from '../content';
import { ClaimPhotos } from './ClaimPhotos';
import { CLAIM_STATUSES, type ClaimListRow, type ClaimStatus } from '../kinds';

/** The status filter: a plain GET form, so it works without JavaScript and can be shared. */
export function ClaimFilter({ status }: { status?: ClaimStatus }) {
  return (
    <form
      method="get"
      action="/admin/claims"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="min-w-56">
        <SelectField
          id="claim-status"
          name="status"
          label={t.filterLabel}
          defaultValue={status ?? ''}
        >
          <option value="">{t.all}</option>
          {CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {claimTexts.statuses[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <button type="submit" className={`${primarySmall} min-h-12 px-5`}>
        {t.filter}
      </button>
    </form>
  );
}

const cell = 'whitespace-nowrap px-3 py-2';
const figure = `${cell} text-right tabular-nums`;

/** Every claim, newest first: its number, move (a link to the lead page), status, amounts, day. */
export function ClaimList({ rows }: { rows: readonly ClaimListRow[] }) {
  const c = t.columns;
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      role="region"
      aria-labelledby="claim-list-caption"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        <caption id="claim-list-caption" className="sr-only">
          {t.caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-100 text-left text-slate-800">
            <th scope="col" className={cell}>
              {c.number}
            </th>
            <th scope="col" className={cell}>
              {c.reference}
            </th>
            <th scope="col" className={cell}>
              {c.status}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {c.asked}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {c.settled}
            </th>
            <th scope="col" className={cell}>
              {c.filed}
            </th>
            <th scope="col" className={cell}>
              {c.photos}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              <th scope="row" className={`${cell} text-left font-mono font-semibold`}>
                {row.number}
              </th>
              <td className={cell}>
                {row.reference ? (
                  <Link
                    href={leadPageHref(row.leadKind, row.leadId)}
                    className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
                  >
                    {row.reference}
                  </Link>
                ) : (
                  t.erased
                )}
              </td>
              <td className={cell}>{claimTexts.statuses[row.status]}</td>
              <td className={figure}>{formatPaise(row.askedPaise)}</td>
              <td className={figure}>
                {row.settledPaise === null ? t.notSettled : formatPaise(row.settledPaise)}
              </td>
              <td className={cell}>{formatShortDate(indiaDayOf(row.at))}</td>
              <td className={cell}>
                <ClaimPhotos
                  base={`/api${leadPageHref(row.leadKind, row.leadId)}/claims`}
                  number={row.number}
                  photos={row.photos}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
