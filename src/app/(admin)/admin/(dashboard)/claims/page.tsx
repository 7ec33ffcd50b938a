import type { Metadata } from 'next';
import { ReadProblem } from '@/components/admin/PageNotices';
import { ClaimFilter, ClaimList } from '@/features/claims/ui/ClaimList';
import { claimListTexts as t, claimTexts } from '@/features/claims/content';
import { claimStatusOf } from '@/features/claims';
import { adminClaimList } from '@/features/claims/server';
import { readForPage } from '@/features/people/server';

export const metadata: Metadata = { title: t.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every damage claim, newest first, filtered by status (issue 48, point 4). */
export default async function ClaimsPage({ searchParams }: Props) {
  const query = await searchParams;
  const status = claimStatusOf(query.status);
  const { value: rows, problem } = await readForPage('/admin/claims', 'the claims', t, (member) =>
    adminClaimList(member, status),
  );
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.title}</h1>
      <p className="max-w-3xl text-slate-800">{t.intro}</p>
      {problem ? (
        <ReadProblem problem={problem} />
      ) : (
        <>
          <ClaimFilter status={status} />
          {rows && rows.length > 0 ? (
            <ClaimList rows={rows} />
          ) : (
            <p className="text-slate-700">
              {status ? t.noneOf(claimTexts.statuses[status]) : t.none}
            </p>
          )}
        </>
      )}
    </div>
  );
}
