import { LogOut } from '@/components/ui/line-icons';
import Link from 'next/link';
import { addLeadTexts } from '@/features/leads/content/add-lead';
import { adminMeta, adminNavTexts, dashboardTexts } from '@/features/leads/content/staff';
import { roleLabels } from '@/features/people/content';
import { claimListTexts } from '@/features/claims/content';
import { outboxTexts } from '@/features/outbox/content';
import { reportTexts } from '@/features/reports/content';
import { reviewTexts } from '@/features/reviews/content';
import { vitalsTexts } from '@/features/vitals/content';
import { signOutAction } from '@/features/people/server/actions/session';
import { can, type Right } from '@/features/people';
import type { StaffIdentity } from '@/features/leads';
import { crewTexts } from '@/features/move-day/content';

const navLink =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:bg-white/10 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Brand, the staff area's pages (each only to a role that may use it), who is signed in, sign-out. */
export function AdminHeader({ who }: { who?: StaffIdentity }) {
  const pages: { href: string; label: string; right: Right }[] = [
    { href: '/admin/day', label: adminNavTexts.today, right: 'leads.read' },
    { href: '/admin/moves', label: crewTexts.nav, right: 'moves.mine' },
    { href: '/admin', label: adminNavTexts.leads, right: 'leads.read' },
    // Calls come to everyone: one tap from every staff page, on a phone too.
    { href: '/admin/leads/new', label: addLeadTexts.nav, right: 'leads.add' },
    { href: '/admin/claims', label: claimListTexts.nav, right: 'leads.read' },
    { href: '/admin/reports', label: reportTexts.nav, right: 'reports.read' },
    { href: '/admin/users', label: adminNavTexts.people, right: 'people.manage' },
    { href: '/admin/audit', label: adminNavTexts.audit, right: 'audit.read' },
    { href: '/admin/outbox', label: outboxTexts.nav, right: 'mail.outbox' },
    { href: '/admin/vitals', label: vitalsTexts.navLabel, right: 'site.vitals' },
    { href: '/admin/reviews', label: reviewTexts.staff.nav, right: 'reviews.moderate' },
  ];
  // Without a readable session (the store is down) only the leads page, which says so.
  const links = pages.filter((page) => (who ? can(who.role, page.right) : page.href === '/admin'));
  return (
    <header className="bg-brand-900 text-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <p className="text-lg font-bold">{adminMeta.brand}</p>
        <nav aria-label={adminNavTexts.label} className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={navLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          {who ? (
            <p className="text-sm">
              <span className="sr-only">{adminNavTexts.signedInAs} </span>
              <Link
                href="/admin/account"
                className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold underline underline-offset-4 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <span data-testid="signed-in-name">{who.name}</span>
                <span className="sr-only"> ({adminNavTexts.account})</span>
              </Link>{' '}
              <span className="text-white/80">({roleLabels[who.role]})</span>
            </p>
          ) : null}
          <form action={signOutAction}>
            <button
              type="submit"
              className={`inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-md border border-white/60 px-3 py-1.5 text-sm font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white`}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {dashboardTexts.signOut}
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
