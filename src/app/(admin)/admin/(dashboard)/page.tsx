import { redirect } from 'next/navigation';
import { Dashboard } from '@/components/admin/Dashboard';
import { dashboardHref, parseDashboardQuery } from '@/lib/admin/dashboard-query';
import { loadDashboard } from '@/server/admin/dashboard';
import { startsOnMyMoves } from '@/features/move-day/server/start-page';

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
