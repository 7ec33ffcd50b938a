import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { crewTexts } from '@/features/move-day/content';
import { loadCrewSheet } from '@/features/move-day/server';
import { CrewRefusal } from '@/features/move-day/ui/CrewRefusal';
import { CrewSheetView } from '@/features/move-day/ui/CrewSheetView';
import { leadIdSchema } from '@/features/leads/schemas/staff-query';

export const metadata: Metadata = { title: crewTexts.listTitle };

type Params = Promise<{ id: string }>;

/** One move's job sheet on the crew's phone (src/features/move-day). */
export default async function CrewMove({ params }: { params: Params }) {
  const raw = await params;
  const id = leadIdSchema.safeParse(raw.id);
  const data = id.success ? await loadCrewSheet(id.data) : ({ state: 'not-found' } as const);
  if (data.state === 'signed-out')
    redirect(`/admin/sign-in?reason=expired&next=/admin/moves/${encodeURIComponent(raw.id)}`);
  if (data.state !== 'ready') return <CrewRefusal state={data.state} />;
  return <CrewSheetView sheet={data.sheet} />;
}
