import { languageNamePictures } from '@/content/language-name-pictures';
import { languageNames } from '@/content/language-names';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * A language's name in its own script. On a page in another language its Hindi or Odia name is
 * drawn from the glyphs' outlines (scripts/content/language-name-pictures.mjs) instead of set as
 * text: laid out as text, each of those names made the browser find and load a face for its
 * script, 20–35 ms at full speed and four times that on a slow phone, a long task after every
 * English page's load (the phone menu's warm-up, docs/benchmarks.md). The picture is named by
 * the text, so a screen reader and a search for the link still read the name.
 */
export function LanguageName({ locale, pageLocale }: { locale: Locale; pageLocale: Locale }) {
  const picture = locale === pageLocale ? undefined : languageNamePictures[locale];
  if (!picture) return languageNames[locale];
  // `verticalAlign` sets it on the baseline where it stands in a line of text (the quotation's
  // buttons); in the switch's flex row it is centred, level with "English" within a pixel.
  return (
    <svg
      role="img"
      aria-label={languageNames[locale]}
      viewBox={`0 0 ${picture.width} ${picture.height}`}
      width={`${picture.width / 100}em`}
      height={`${picture.height / 100}em`}
      fill="currentColor"
      style={{ verticalAlign: `-${picture.descent / 100}em` }}
    >
      <path d={picture.d} />
    </svg>
  );
}

/**
 * Every language's name as a page in `pageLocale` shows it, for the switch (a client component)
 * as a prop: drawn here on the server, the pictures ride in the page's HTML and payload, not in
 * every page's script.
 */
export function languageNamesOn(pageLocale: Locale): Record<Locale, React.ReactNode> {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      <LanguageName key={locale} locale={locale} pageLocale={pageLocale} />,
    ]),
  ) as Record<Locale, React.ReactNode>;
}
