import { guideText, type Guide, type GuideSection } from '@/content/guides';
import { site } from '@/content/site';
import { PrintButton } from './PrintButton';
import './guide-print.css';

function Marker({ section, index }: { section: GuideSection; index: number }) {
  if (section.checklist) {
    return (
      <span
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 rounded border-2 border-slate-500 print:border-black"
      />
    );
  }
  if (section.ordered) {
    return (
      <span
        aria-hidden="true"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white print:border print:border-black print:bg-transparent print:text-black"
      >
        {index + 1}
      </span>
    );
  }
  return <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-600" />;
}

function GuideItems({ section }: { section: GuideSection }) {
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <List className="mt-4 space-y-3">
      {section.items.map((item, index) => (
        <li key={item.title} className="flex gap-3">
          <Marker section={section} index={index} />
          <span>
            <span className={item.text ? 'font-semibold text-slate-900' : 'text-slate-900'}>
              {item.title}
            </span>
            {item.text ? (
              <span className="block text-slate-700 print:text-black">{item.text}</span>
            ) : null}
          </span>
        </li>
      ))}
    </List>
  );
}

/** A printable guide: plain, high-contrast, with boxes to tick on paper. */
export function GuidePage({ guide }: { guide: Guide }) {
  return (
    <article data-print-root className="px-4 py-10 sm:py-14 print:p-0">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-bold tracking-widest text-accent-700 uppercase print:text-black">
          {guideText.eyebrow} · {site.name}
        </p>
        <h1 className="mt-2 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl print:text-black">
          {guide.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700 print:text-black">
          {guide.intro}
        </p>
        <div className="mt-6 print:hidden">
          <PrintButton
            label={guideText.print}
            hint={guideText.printHint}
            noScriptHint={guideText.noScriptHint}
          />
        </div>
        {guide.sections.map((section) => (
          <section key={section.title} className="mt-10 print:mt-6">
            <h2 className="border-b-2 border-brand-900 pb-2 text-2xl font-bold text-brand-900 print:text-black">
              {section.title}
            </h2>
            {section.intro ? <p className="mt-3 text-slate-700">{section.intro}</p> : null}
            <GuideItems section={section} />
          </section>
        ))}
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 print:bg-transparent print:p-0">
          <p className="font-semibold text-brand-900 print:text-black">{guideText.footer}</p>
          <p className="mt-1 text-slate-800">
            {site.phone.display} · {site.email}
          </p>
        </div>
      </div>
    </article>
  );
}
