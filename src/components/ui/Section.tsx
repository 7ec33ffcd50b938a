import type { ReactNode } from 'react';

const tones = { white: 'bg-white', tint: 'bg-slate-50' } as const;

/** A page section: an h2 that names it for assistive tech, an optional intro, then content. */
export function Section({
  id,
  headingId,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tones[tone]} scroll-mt-24 px-4 py-12 sm:py-16`}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
