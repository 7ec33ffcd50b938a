'use client';

import { usePathname } from 'next/navigation';
import * as switchText from '@/content/language-switch';
import { useLocale, useTexts } from '@/lib/i18n/client-texts';
import { htmlLang, locales, type Locale } from '@/lib/i18n/locales';
import { switchTarget } from '@/lib/i18n/localized-paths';

const currentMark = {
  light: 'rounded-lg bg-brand-50 text-slate-900',
  dark: 'underline decoration-orange-300 decoration-2 underline-offset-4',
};

const tones = {
  light:
    'min-h-11 py-1 text-base text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600',
  dark: 'min-h-6 text-sm text-slate-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
};

/**
 * English, हिन्दी, ଓଡ଼ିଆ: each leads to the same page in that language (its home where the page
 * has no translation). Plain links: each language has its own root layout, so the move is a
 * page load anyway, and the server renders the right addresses for a visitor without JavaScript.
 */
export function LanguageSwitch({
  names,
  className = '',
  tone = 'light',
}: {
  /** Each name as this page shows it (`languageNamesOn`, LanguageName.tsx). */
  names: Record<Locale, React.ReactNode>;
  className?: string;
  /** `dark`: on the top bar's navy strip. */
  tone?: 'light' | 'dark';
}) {
  const { languageSwitch } = useTexts(switchText);
  const current = useLocale();
  const pathname = usePathname();
  return (
    <nav aria-label={languageSwitch.label} className={className}>
      <ul className="flex items-center gap-1">
        {locales.map((locale) => (
          <li key={locale}>
            {/* The page's own language is named, not linked (the header's links mark the page). */}
            {locale === current ? (
              <span
                lang={htmlLang[locale]}
                className={`inline-flex items-center px-2 font-semibold ${tones[tone]} ${currentMark[tone]}`}
              >
                {names[locale]}
              </span>
            ) : (
              <a
                href={switchTarget(pathname, locale)}
                hrefLang={htmlLang[locale]}
                lang={htmlLang[locale]}
                className={`inline-flex items-center rounded-lg px-2 font-semibold ${tones[tone]}`}
              >
                {names[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
