import { CircleCheck } from '@/components/ui/line-icons';
import * as contactText from '@/features/leads/content/contact';
import { Button, buttonClass } from '@/components/ui/Button';
import { ReferenceCard } from '@/components/ui/ReferenceCard';
import { TrackOnSuccess } from '@/features/tracking/ui/TrackOnSuccess';
import { useTexts } from '@/lib/i18n/client-texts';

interface Props {
  id: string;
  reference?: string;
  email?: string;
  emailed?: boolean;
  /** True when the page was rendered from a plain form post: brings the answer into view. */
  autoFocus: boolean;
  /** Without JavaScript there is no handler: the button is then a link to an empty form. */
  onAnother?: () => void;
  anotherHref: string;
}

export function ContactSuccess({
  id,
  reference,
  email,
  emailed,
  autoFocus,
  onAnother,
  anotherHref,
}: Props) {
  const { contactForm } = useTexts(contactText);
  const { success, buttons } = contactForm;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="space-y-4 py-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h3
        id={`${id}-heading`}
        tabIndex={-1}
        autoFocus={autoFocus || undefined}
        className="text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {success.heading}
      </h3>
      <p className="text-slate-700">{success.body}</p>
      {reference ? (
        <ReferenceCard
          label={success.referenceLabel}
          reference={reference}
          testId="contact-reference"
        />
      ) : null}
      {reference ? (
        <TrackOnSuccess kind="contact" reference={reference} email={email} emailed={emailed} />
      ) : null}
      {onAnother ? (
        <>
          <p className="text-sm text-slate-600">{success.returnNote}</p>
          <Button onClick={onAnother}>{buttons.another}</Button>
        </>
      ) : (
        <a href={anotherHref} className={buttonClass()}>
          {buttons.another}
        </a>
      )}
    </section>
  );
}
