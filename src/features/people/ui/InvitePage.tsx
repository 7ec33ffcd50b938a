import Link from 'next/link';
import { inviteTexts } from '@/features/people/content';
import { focusRing } from '@/components/admin/styles';
import { InviteForm } from './InviteForm';

interface Props {
  token: string;
  invite?: { name: string; purpose: 'invite' | 'reset' };
}

/** Set-your-password card, or a plain "this link no longer works" with the way to sign-in. */
export function InvitePage({ token, invite }: Props) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        {invite ? (
          <>
            <h1 className="text-2xl font-extrabold text-brand-900">{inviteTexts.heading}</h1>
            <p className="mt-2 mb-6 text-slate-700">
              {invite.purpose === 'reset'
                ? inviteTexts.resetWelcome(invite.name)
                : inviteTexts.welcome(invite.name)}
            </p>
            <InviteForm token={token} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-extrabold text-brand-900">{inviteTexts.goneHeading}</h1>
            <p className="mt-2 mb-6 text-slate-700">{inviteTexts.gone}</p>
            <Link
              href="/admin/sign-in"
              className={`font-semibold text-brand-800 underline ${focusRing}`}
            >
              {inviteTexts.toSignIn}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
