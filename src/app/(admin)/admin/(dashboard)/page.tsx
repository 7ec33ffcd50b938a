import { redirect } from 'next/navigation';
import { Dashboard } from '@/features/leads/ui/list/Dashboard';
import { dashboardHref, parseDashboardQuery } from '@/features/leads';
import { loadDashboard } from '@/features/leads/server';
import { startsOnMyMoves } from '@/features/move-day/server';

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function DashboardPage({ searchParams }: { searchParams: Params }) {
  const query = parseDashboardQuery(await searchParams);
  // The crew have no list of leads: their moves are their start page.
  if (await startsOnMyMoves()) redirect('/admin/moves');
  const data = await loadDashboard(query);
  if (data.state === 'signed-out')
    redirect(`/admin/sign-in?reason=expired&next=${encodeURIComponent(dashboardHref(query))}`);
  return <Dashboard query={query} data={data} />;
}
