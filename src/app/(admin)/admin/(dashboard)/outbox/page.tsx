import type { Metadata } from 'next';
import { DoneNotice, ReadProblem } from '@/components/admin/PageNotices';
import { OutboxList, OutboxPages } from '@/features/outbox/ui/OutboxList';
import { outboxTexts as t } from '@/features/outbox/content';
import { adminOutbox } from '@/features/outbox/server';
import { readForPage } from '@/features/people/server';

export const metadata: Metadata = { title: t.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The owner's Outbox (issue 45): every email the site wrote, SMTP or not. */
export default async function OutboxPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = Number(typeof query.page === 'string' ? query.page : 1);
  const done = query.done;
  const { value: outbox, problem } = await readForPage('/admin/outbox', 'the outbox', t, (member) =>
    adminOutbox(member, page),
  );
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.title}</h1>
      <p className="max-w-3xl text-slate-800">{t.intro}</p>
      <DoneNotice notices={t.notices} done={done} />
      {outbox && !outbox.sending ? (
        <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-900">
          {t.noSmtpBanner}
        </p>
      ) : null}
      {problem ? (
        <ReadProblem problem={problem} />
      ) : outbox && outbox.items.length > 0 ? (
        <>
          <OutboxList items={outbox.items} page={outbox.page} />
          <OutboxPages page={outbox.page} pages={outbox.pages} />
        </>
      ) : (
        <p className="text-slate-700">{t.none}</p>
      )}
    </div>
  );
}
