import type { ReactNode } from 'react';

/** The top of a content page: a small label, the page's one h1, an intro. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pt-10 pb-10 sm:pt-16">
      <div className="mx-auto max-w-6xl">
        {eyebrow ? (
          <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-3xl leading-tight font-extrabold text-brand-900 sm:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
