import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { dayTexts } from '@/features/move-day/content';
import { DayView } from '@/features/move-day/ui/DayView';
import { loadDayView } from '@/features/move-day/server';

export const metadata: Metadata = { title: dayTexts.title };

/** The coordinator's morning: follow-ups due, new leads nobody took, mine, the week's moves. */
export default async function Day() {
  const day = await loadDayView();
  if (day === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/day');
  return <DayView day={day} />;
}
