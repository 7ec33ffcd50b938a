import type { Cta } from '@/content/service-pages';
import { CtaRow } from './CtaRow';

/** The navy band that ends a page with its main action and a way to call. */
export function ClosingBand({
  title,
  text,
  ctas,
}: {
  title: string;
  text: string;
  ctas: readonly Cta[];
}) {
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-900 px-4 py-14 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="closing-heading" className="text-2xl font-extrabold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-lg text-brand-100">{text}</p>
        </div>
        <CtaRow ctas={ctas} onDark className="shrink-0" />
      </div>
    </section>
  );
}
