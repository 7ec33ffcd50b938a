import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { crewTexts } from '@/features/move-day/content';
import { loadMyMoves } from '@/features/move-day/server';
import { CrewRefusal } from '@/features/move-day/ui/CrewRefusal';
import { MyMovesView } from '@/features/move-day/ui/MyMovesView';

export const metadata: Metadata = { title: crewTexts.listTitle };

/** The crew's list of their moves (src/features/move-day). */
export default async function MyMoves() {
  const data = await loadMyMoves();
  if (data.state === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/moves');
  if (data.state !== 'ready') return <CrewRefusal state={data.state} />;
  return <MyMovesView moves={data.moves} />;
}
