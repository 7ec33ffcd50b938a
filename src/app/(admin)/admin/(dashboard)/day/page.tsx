import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { dayTexts } from '@/content/admin';
import { DayView } from '@/components/admin/day/DayView';
import { loadDayView } from '@/server/admin/day-view';

export const metadata: Metadata = { title: dayTexts.title };

/** The coordinator's morning: follow-ups due, new leads nobody took, mine, the week's moves. */
export default async function Day() {
  const day = await loadDayView();
  if (day === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/day');
  return <DayView day={day} />;
}
