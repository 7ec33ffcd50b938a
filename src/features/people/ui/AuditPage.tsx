import Link from 'next/link';
import { auditTexts } from '@/features/people/content';
import { dashboardTexts } from '@/features/leads/content/staff';
import { formatReceived } from '@/features/leads';
import type { AuditData } from '@/features/leads';
import { secondarySmall } from '@/components/admin/styles';

function Problem({ text }: { text: string }) {
  return (
    <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 font-medium text-amber-900">
      {text}
    </p>
  );
}

const actionLabel = (action: string) =>
  (auditTexts.actions as Record<string, string>)[action] ?? action;

/** The owner's audit log: newest first, one line per event, paged. */
export function AuditPage({ data }: { data: Exclude<AuditData, { state: 'signed-out' }> }) {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{auditTexts.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{auditTexts.intro}</p>
      </div>
      {data.state === 'forbidden' ? <Problem text={auditTexts.forbidden} /> : null}
      {data.state === 'unavailable' ? <Problem text={dashboardTexts.storeError} /> : null}
      {data.state === 'ready' ? (
        <>
          {data.items.length === 0 ? <p className="text-slate-700">{auditTexts.empty}</p> : null}
          <ol
            aria-label={auditTexts.listLabel}
            className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {data.items.map((entry, i) => (
              <li
                key={`${entry.at}-${i}`}
                className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]"
              >
                <p className="text-sm text-slate-600">
                  <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
                </p>
                <p className="text-slate-900">
                  <span className="font-semibold">{entry.actor ?? auditTexts.nobody}</span>{' '}
                  {actionLabel(entry.action)}
                  {entry.target ? <span className="font-mono text-sm"> {entry.target}</span> : null}
                  {entry.detail ? <span className="text-slate-700"> ({entry.detail})</span> : null}
                </p>
              </li>
            ))}
          </ol>
          <AuditPages page={data.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} />
        </>
      ) : null}
    </div>
  );
}

function AuditPages({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={dashboardTexts.pagination} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={`/admin/audit?page=${page - 1}`} rel="prev" className={secondarySmall}>
          {dashboardTexts.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{dashboardTexts.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link href={`/admin/audit?page=${page + 1}`} rel="next" className={secondarySmall}>
          {dashboardTexts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
