import { LogOut } from 'lucide-react';
import { adminMeta, dashboardTexts } from '@/content/admin';
import { signOutAction } from '@/server/actions/admin-session';

export function AdminHeader() {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <p className="text-lg font-bold">{adminMeta.brand}</p>
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
