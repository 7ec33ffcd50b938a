import { ArrowLeft } from '@/components/ui/line-icons';
import Link from 'next/link';
import { addLeadTexts as t } from '@/features/leads/content/add-lead';
import { leadPageTexts } from '@/features/leads/content/staff';
import { focusRing } from '@/components/admin/styles';
import { AddLeadForm } from './AddLeadForm';

export function AddLeadPage({ requestKey }: { requestKey: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link
        href="/admin"
        className={`inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 ${focusRing}`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {leadPageTexts.back}
      </Link>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.heading}</h1>
      <p className="text-slate-700">{t.intro}</p>
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <AddLeadForm requestKey={requestKey} />
      </section>
    </div>
  );
}
