import { CircleCheck } from 'lucide-react';
import { bookingPage } from '@/content/booking';
import { Button, buttonClass } from '@/components/ui/Button';

interface Props {
  reference?: string;
  /** Without JavaScript there is no handler: the button is then a link back to an empty form. */
  onAnother?: () => void;
}

export function BookingSuccess({ reference, onAnother }: Props) {
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
      {reference ? (
        <div className="mx-auto max-w-xs rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-3">
          <p className="text-sm text-slate-700">{success.referenceLabel}</p>
          <p
            className="font-mono text-2xl font-bold tracking-wider text-brand-900"
            data-testid="booking-reference"
          >
            {reference}
          </p>
          <p className="mt-1 text-xs text-slate-700">{success.referenceHint}</p>
        </div>
      ) : null}
      {onAnother ? (
        <Button onClick={onAnother}>{buttons.another}</Button>
      ) : (
        <a href="/booking" className={buttonClass()}>
          {buttons.another}
        </a>
      )}
    </section>
  );
}
