import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { jobSheetTexts } from '@/features/move-day/content';
import { JobSheetPage } from '@/features/move-day/ui/JobSheetPage';
import { leadIdSchema } from '@/features/leads/schemas/staff-query';
import { loadJobSheet } from '@/features/move-day/server';

export const metadata: Metadata = { title: jobSheetTexts.heading };

type Params = Promise<{ type: string; id: string }>;

/** The crew's job sheet of a booking: readable on a phone, one page on paper. */
export default async function Job({ params }: { params: Params }) {
  const raw = await params;
  // Only a booking has a move day.
  if (raw.type !== 'bookings') notFound();
  const id = leadIdSchema.safeParse(raw.id);
  const data = id.success ? await loadJobSheet(id.data) : ({ state: 'not-found' } as const);
  if (data.state === 'signed-out')
    redirect(`/admin/sign-in?reason=expired&next=/admin/leads/bookings/${raw.id}/job`);
  return <JobSheetPage data={data} />;
}
