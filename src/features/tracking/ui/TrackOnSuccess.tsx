import { ArrowRight, Check } from '@/components/ui/line-icons';
import Link from '@/components/ui/LocalLink';
import * as onSuccessText from '@/features/tracking/content-on-success';
import { trackHref } from '@/features/tracking/content-on-success';
import { useTexts } from '@/lib/i18n/client-texts';
import type { TrackKind } from '@/features/leads';

/**
 * Under a new reference on every success screen: what the customer will receive, and the
 * link that follows the request on /track (the reference filled in).
 */
export function TrackOnSuccess({
  kind,
  reference,
  email,
  emailed,
  align = 'center',
}: {
  kind: TrackKind;
  reference: string;
  email?: string;
  emailed?: boolean;
  align?: 'center' | 'left';
}) {
  const { trackOnSuccess } = useTexts(onSuccessText);
  const items: string[] = [
    ...(emailed && email ? [trackOnSuccess.confirmation(email)] : []),
    ...trackOnSuccess.expect[kind],
    ...(emailed && kind === 'booking' ? [trackOnSuccess.statusEmails] : []),
  ];
  return (
    <div
      className={`space-y-3 text-left ${align === 'center' ? 'mx-auto max-w-md' : ''}`}
      data-testid="track-on-success"
    >
      <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <p className="font-semibold text-brand-900">{trackOnSuccess.expectHeading}</p>
        <ul className="mt-2 space-y-1.5">
          {items.map((item) => (
            <li key={item} className="flex gap-2 text-slate-800">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
              <span className="min-w-0 break-words">{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={align === 'center' ? 'text-center' : undefined}>
        <Link
          href={trackHref(reference)}
          className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {trackOnSuccess.link} {reference}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <span className="block text-sm text-slate-700">{trackOnSuccess.linkHint}</span>
      </p>
    </div>
  );
}
