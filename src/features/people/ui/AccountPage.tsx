import { accountTexts, roleLabels } from '@/features/people/content';
import { dashboardTexts } from '@/features/leads/content/staff';
import type { AccountData } from '@/features/leads';
import { AccountForm } from './AccountForm';

/** "Your account": who you are here, and the form to change your name (and email). */
export function AccountPage({ data }: { data: Exclude<AccountData, { state: 'signed-out' }> }) {
  return (
    <div className="max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {accountTexts.heading}
        </h1>
        <p className="mt-2 text-slate-700">{accountTexts.intro}</p>
      </div>
      {data.state === 'unavailable' ? (
        <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 font-medium text-amber-900">
          {dashboardTexts.storeError}
        </p>
      ) : (
        <section
          aria-labelledby="account-heading"
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="account-heading" className="sr-only">
            {accountTexts.heading}
          </h2>
          <dl className="mb-5 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{accountTexts.roleLabel}</dt>
            <dd>{roleLabels[data.account.role]}</dd>
            {data.account.mayChangeEmail ? null : (
              <>
                <dt className="font-semibold">{accountTexts.emailLabel}</dt>
                <dd className="break-all">
                  {data.account.email}
                  <span className="block text-sm text-slate-600">{accountTexts.emailFixed}</span>
                </dd>
              </>
            )}
          </dl>
          <AccountForm account={data.account} />
        </section>
      )}
    </div>
  );
}
