import { CircleCheck } from 'lucide-react';
import { contactForm } from '@/content/contact';
import { Button, buttonClass } from '@/components/ui/Button';

interface Props {
  id: string;
  reference?: string;
  /** True when the page was rendered from a plain form post: brings the answer into view. */
  autoFocus: boolean;
  /** Without JavaScript there is no handler: the button is then a link to an empty form. */
  onAnother?: () => void;
  anotherHref: string;
}

export function ContactSuccess({ id, reference, autoFocus, onAnother, anotherHref }: Props) {
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
        <div className="mx-auto max-w-xs rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-3">
          <p className="text-sm text-slate-700">{success.referenceLabel}</p>
          <p
            className="font-mono text-2xl font-bold tracking-wider text-brand-900"
            data-testid="contact-reference"
          >
            {reference}
          </p>
        </div>
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
