import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { leadPageTexts } from '@/content/admin';
import { LeadPage } from '@/components/admin/lead/LeadPage';
import { leadIdSchema, staffTypeSchema } from '@/lib/schemas/admin';
import { loadLeadPage } from '@/server/admin/lead-page';

export const metadata: Metadata = { title: leadPageTexts.detailsHeading };

type Params = Promise<{ type: string; id: string }>;

/** One lead: every field, history, notes, assignee, follow-up, quick contact actions. */
export default async function Lead({ params }: { params: Params }) {
  const raw = await params;
  const kind = staffTypeSchema.safeParse(raw.type);
  const id = leadIdSchema.safeParse(raw.id);
  const data =
    kind.success && id.success
      ? await loadLeadPage(kind.data, id.data)
      : ({ state: 'not-found' } as const);
  if (data.state === 'signed-out')
    redirect(`/admin/sign-in?reason=expired&next=/admin/leads/${raw.type}/${raw.id}`);
  return <LeadPage data={data} />;
}
