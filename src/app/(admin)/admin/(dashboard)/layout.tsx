import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AdminHeader } from '@/components/admin/AdminHeader';
import { NotSignedInError, requireAdmin } from '@/server/admin/guard';

/**
 * The second check (after proxy.ts): a forged or ended session cookie gets past the proxy's
 * quick look but not this. The page's own data functions check once more.
 */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  let session;
  try {
    session = (await requireAdmin(await headers())).session;
  } catch (error) {
    if (error instanceof NotSignedInError) redirect('/admin/sign-in?reason=expired');
    // A store that cannot be read: the page below says so in its own error state.
  }
  return (
    <>
      <AdminHeader who={session} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        {children}
      </main>
    </>
  );
}
