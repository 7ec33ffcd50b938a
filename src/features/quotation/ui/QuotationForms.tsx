import { Button } from '@/components/ui/Button';
import { TextAreaField, TextField } from '@/components/ui/Field';
import { QUOTATION_LIMITS } from '@/features/quotation/settings';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { AcceptFields } from './AcceptFields';
import {
  acceptQuotationAction,
  claimPaidAction,
  requestChangeAction,
} from '@/features/quotation/server/actions/customer-quotation';

// Plain forms posting to server actions: they work before (or without) any script, and the
// action answers with the page again.

/** "Accept and book": the typed name and the terms ticked, for this version. */
export function AcceptForm({
  token,
  version,
  totalPaise,
  error,
}: {
  token: string;
  version: number;
  /** The total shown: the acceptance binds to it (a changed quotation is refused). */
  totalPaise: number;
  error?: 'name' | 'agree';
}) {
  const { customerQuotationPage: t, quotationNotices } = inPageLocale(quotationPage);
  return (
    <section
      id="accept"
      aria-labelledby="accept-heading"
      className="mt-8 scroll-mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-5 print:hidden"
    >
      <h2 id="accept-heading" className="text-lg font-bold text-brand-900">
        {t.acceptHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.acceptIntro}</p>
      <form action={acceptQuotationAction} className="mt-4 space-y-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="totalPaise" value={totalPaise} />
        <AcceptFields
          // A new refusal from the server starts the fields afresh.
          key={error ?? ''}
          nameLabel={t.nameLabel}
          agreeLabel={t.agreeLabel}
          nameMaxLength={QUOTATION_LIMITS.name}
          nameError={quotationNotices['invalid-name'].text}
          agreeError={quotationNotices['invalid-agree'].text}
          refused={error}
        />
        <Button type="submit" className="w-full sm:w-auto">
          {t.acceptButton}
        </Button>
      </form>
    </section>
  );
}

/** "Ask for a change": a message that lands on the lead as a note. */
export function ChangeForm({ token, error }: { token: string; error?: boolean }) {
  const { customerQuotationPage: t, quotationNotices } = inPageLocale(quotationPage);
  return (
    <section id="change" aria-labelledby="change-heading" className="scroll-mt-4">
      <h2 id="change-heading" className="text-lg font-bold text-brand-900">
        {t.changeHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.changeIntro}</p>
      <form action={requestChangeAction} className="mt-3 space-y-3">
        <input type="hidden" name="token" value={token} />
        <TextAreaField
          id="change-message"
          name="message"
          label={t.changeLabel}
          required
          minLength={3}
          maxLength={QUOTATION_LIMITS.message}
          rows={3}
          error={error ? quotationNotices['invalid-message'].text : undefined}
        />
        <Button type="submit" variant="secondary">
          {t.changeButton}
        </Button>
      </form>
    </section>
  );
}

/** "I have paid": the UTR of the payment, a claim staff confirm. */
export function PaidForm({ token, error }: { token: string; error?: boolean }) {
  const { customerQuotationPage: t, quotationNotices } = inPageLocale(quotationPage);
  return (
    <form
      id="paid"
      action={claimPaidAction}
      className="mt-5 scroll-mt-4 space-y-3 border-t border-slate-200 pt-5 print:hidden"
    >
      <h3 className="font-bold text-brand-900">{t.paidHeading}</h3>
      <p className="text-sm text-slate-700">{t.paidIntro}</p>
      <input type="hidden" name="token" value={token} />
      <TextField
        id="paid-utr"
        name="utr"
        label={t.utrLabel}
        inputMode="text"
        autoComplete="off"
        required
        maxLength={30}
        error={error ? quotationNotices['invalid-utr'].text : undefined}
      />
      <Button type="submit" variant="secondary">
        {t.paidButton}
      </Button>
    </form>
  );
}
