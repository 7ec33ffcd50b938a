import { CircleCheck } from '@/components/ui/line-icons';
import * as bookingText from '@/features/leads/content/booking';
import * as carriedEstimateText from '@/features/estimate/content/carried-estimate';
import { isIsoDate } from '@/lib/dates';
import { formatLongDate } from '@/lib/format-date';
import { Button, buttonClass } from '@/components/ui/Button';
import { ReferenceCard } from '@/components/ui/ReferenceCard';
import { TrackOnSuccess } from '@/features/tracking/ui/TrackOnSuccess';
import { useTexts } from '@/lib/i18n/client-texts';

interface Props {
  reference?: string;
  /** The address the booking was sent with, and whether the site emails it. */
  email?: string;
  emailed?: boolean;
  /** Made at an estimate: the last day (YYYY-MM-DD) its price holds. */
  estimateValidUntil?: string;
  /** The moving date booked (YYYY-MM-DD). */
  moveDate?: string;
  /** Without JavaScript there is no handler: the button is then a link back to an empty form. */
  onAnother?: () => void;
}

export function BookingSuccess({
  reference,
  email,
  emailed,
  estimateValidUntil,
  moveDate,
  onAnother,
}: Props) {
  const { bookingPage } = useTexts(bookingText);
  const { carriedEstimateTexts } = useTexts(carriedEstimateText);
  const { success, buttons } = bookingPage;
  return (
    <section aria-labelledby="booking-success-heading" className="space-y-5 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h2
        id="booking-success-heading"
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {success.heading}
      </h2>
      <p className="text-slate-700">{success.body}</p>
      {estimateValidUntil ? (
        <p className="font-semibold text-accent-700" data-testid="estimate-held-until">
          {moveDate && isIsoDate(moveDate) && moveDate > estimateValidUntil
            ? carriedEstimateTexts.heldBeforeMove(
                formatLongDate(estimateValidUntil),
                formatLongDate(moveDate),
              )
            : carriedEstimateTexts.heldUntil(formatLongDate(estimateValidUntil))}
        </p>
      ) : null}
      {reference ? (
        <ReferenceCard
          label={success.referenceLabel}
          reference={reference}
          testId="booking-reference"
          hint={success.referenceHint}
        />
      ) : null}
      {reference ? (
        <TrackOnSuccess kind="booking" reference={reference} email={email} emailed={emailed} />
      ) : null}
      {onAnother ? (
        <Button onClick={onAnother}>{buttons.another}</Button>
      ) : (
        // Without JavaScript the success screen is the answer to a form post to /booking: a
        // full load of the empty form is the reset.
        <a href="/booking" className={buttonClass()}>
          {buttons.another}
        </a>
      )}
    </section>
  );
}
