import { redirect } from 'next/navigation';
import { AdminHeader } from '@/components/admin/AdminHeader';
import { NotSignedInError } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';

/**
 * The second check (after proxy.ts): a forged or ended session cookie gets past the proxy's
 * quick look but not this. The page's loaders ask the same cached signedInStaff(), so the
 * layout and the page share one session query, and each server function checks the rights
 * of the member it is given.
 */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  let session;
  try {
    session = await signedInStaff();
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
