import Link from 'next/link';
import { outboxTexts as t } from '@/features/outbox/content';
import { formatReceived } from '@/features/leads';
import { resendEmailAction } from '@/features/outbox/server/actions/outbox';
import { primarySmall, secondarySmall } from '@/components/admin/styles';

/** One outbox row as the page shows it (the server's OutboxEntry). */
export interface OutboxLine {
  id: string;
  email: {
    to: string;
    subject: string;
    text: string;
    attachments?: { filename: string }[];
  };
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

function State({ line }: { line: OutboxLine }) {
  if (line.status === 'sent' && line.sentAt)
    return (
      <p className="text-sm font-semibold text-green-800">{t.sent(formatReceived(line.sentAt))}</p>
    );
  if (line.status === 'failed')
    return (
      <p className="text-sm text-red-800">
        <span className="font-semibold">{t.failed}</span>
        {line.lastError ? `: ${line.lastError.replace(/^Not sent: /, '')}` : null}
      </p>
    );
  return (
    <p className="text-sm text-slate-700">
      {t.waiting(line.attempts)}
      {line.lastError ? `: ${line.lastError}` : null}
    </p>
  );
}

/** Every email the site wrote, newest first: to whom, what, when, whether it left; read it; resend. */
export function OutboxList({ items, page }: { items: OutboxLine[]; page: number }) {
  return (
    <ul className="space-y-3">
      {items.map((line) => (
        <li
          key={line.id}
          id={`email-${line.id}`}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{line.email.subject}</p>
              <p className="text-sm text-slate-700">
                <span className="sr-only">{t.to} </span>
                <span className="break-all">{line.email.to}</span> ·{' '}
                <span className="whitespace-nowrap">{formatReceived(line.createdAt)}</span>
              </p>
            </div>
            <State line={line} />
          </div>
          <details className="mt-2">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline">
              {t.read}
            </summary>
            <pre className="mt-2 rounded-md bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
              {line.email.text}
            </pre>
            {line.email.attachments?.length ? (
              <p className="mt-1 text-sm text-slate-700">
                {t.attachments}: {line.email.attachments.map((file) => file.filename).join(', ')}
              </p>
            ) : null}
          </details>
          {line.status === 'failed' ? (
            <form action={resendEmailAction} className="mt-2">
              <input type="hidden" name="id" value={line.id} />
              <input type="hidden" name="page" value={page} />
              <button
                type="submit"
                className={primarySmall}
                aria-label={t.resendLabel(line.email.subject, line.email.to)}
              >
                {t.resend}
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Newer and older pages of the Outbox. */
export function OutboxPages({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? '/admin/outbox' : `/admin/outbox?page=${n}`);
  return (
    <nav aria-label={t.pageOf(page, pages)} className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link href={to(page - 1)} rel="prev" className={secondarySmall}>
          {t.previous}
        </Link>
      ) : null}
      <p className="text-sm text-slate-700">{t.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link href={to(page + 1)} rel="next" className={secondarySmall}>
          {t.next}
        </Link>
      ) : null}
    </nav>
  );
}
