import { LogOut } from 'lucide-react';
import { adminMeta, dashboardTexts } from '@/content/admin';
import { vitalsTexts } from '@/content/vitals';
import { signOutAction } from '@/server/actions/admin-session';

const navLink =
  'underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

export function AdminHeader() {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <p className="text-lg font-bold">{adminMeta.brand}</p>
          <nav aria-label={adminMeta.navLabel}>
            <ul className="flex gap-4 text-sm font-semibold">
              <li>
                <a href="/admin" className={navLink}>
                  {dashboardTexts.heading}
                </a>
              </li>
              <li>
                <a href="/admin/vitals" className={navLink}>
                  {vitalsTexts.navLabel}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <form action={signOutAction}>
          <button
            type="submit"
            className={`inline-flex min-h-10 items-center gap-2 rounded-md border border-white/60 px-3 py-1.5 text-sm font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white`}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {dashboardTexts.signOut}
          </button>
        </form>
      </div>
    </header>
  );
}
