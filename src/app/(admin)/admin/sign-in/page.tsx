import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { adminMeta } from '@/features/leads/content/staff';
import { signInTexts } from '@/features/people/content';
import { safeAdminPath } from '@/features/leads';
import { SignInForm } from '@/features/people/ui/SignInForm';
import { NotSignedInError } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';

export const metadata: Metadata = { title: adminMeta.signInTitle };

type Params = Promise<Record<string, string | string[] | undefined>>;

/** Already signed in → straight on; a store that cannot be read still shows the form. */
async function signedIn(): Promise<boolean> {
  try {
    await signedInStaff();
    return true;
  } catch (error) {
    if (!(error instanceof NotSignedInError)) console.error('[admin] session check failed:', error);
    return false;
  }
}

export default async function SignInPage({ searchParams }: { searchParams: Params }) {
  const params = await searchParams;
  const next = safeAdminPath(Array.isArray(params.next) ? params.next[0] : params.next);
  if (await signedIn()) redirect(next);
  const notice =
    params.reason === 'signed-out'
      ? signInTexts.signedOut
      : params.reason === 'expired'
        ? signInTexts.expired
        : undefined;
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-extrabold text-brand-900">{signInTexts.heading}</h1>
        <p className="mt-2 mb-6 text-slate-700">{signInTexts.intro}</p>
        <SignInForm next={next} notice={notice} />
        <p className="mt-6 text-sm text-slate-600">{signInTexts.passwordHelp}</p>
      </div>
    </main>
  );
}
