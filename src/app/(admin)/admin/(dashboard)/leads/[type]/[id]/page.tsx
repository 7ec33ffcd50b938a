import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { leadPageTexts } from '@/features/leads/content/staff';
import { LeadPage } from '@/features/leads/ui/page/LeadPage';
import { leadIdSchema, staffTypeSchema } from '@/features/leads/schemas/staff-query';
import { loadLeadPage } from '@/features/leads/server';

export const metadata: Metadata = { title: leadPageTexts.detailsHeading };

type Params = Promise<{ type: string; id: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** One lead: every field, history, notes, assignee, follow-up, quick contact actions. */
export default async function Lead({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}) {
  const raw = await params;
  // ?added=1: the lead was just entered by hand ("Add a lead" redirects here).
  const added = (await searchParams).added === '1';
  const kind = staffTypeSchema.safeParse(raw.type);
  const id = leadIdSchema.safeParse(raw.id);
  const data =
    kind.success && id.success
      ? await loadLeadPage(kind.data, id.data)
      : ({ state: 'not-found' } as const);
  if (data.state === 'signed-out')
    redirect(`/admin/sign-in?reason=expired&next=/admin/leads/${raw.type}/${raw.id}`);
  return <LeadPage data={data} added={added} />;
}
