import { Phone } from '@/components/ui/line-icons';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { phoneHref, type errorPages } from '@/content/errors';

type ErrorText = (typeof errorPages)[keyof typeof errorPages];

/**
 * What every error boundary shows: what happened in plain words, "try again", the way back and
 * the company's phone. Rendered by client error boundaries, so it imports nothing server-only.
 */
export function ErrorNotice({
  text,
  retry,
  digest,
}: {
  text: ErrorText;
  retry: () => void;
  digest?: string;
}) {
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
        {text.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={retry}>{text.retry}</Button>
        <LinkButton href={text.back.href} variant="secondary">
          {text.back.label}
        </LinkButton>
      </div>
      <p className="mt-6">
        <a
          href={phoneHref}
          className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Phone aria-hidden="true" className="size-5" />
          {text.call}
        </a>
      </p>
      {digest ? (
        <p className="mt-6 text-sm text-slate-600">
          {text.reference}: <code>{digest}</code>
        </p>
      ) : null}
    </div>
  );
}
