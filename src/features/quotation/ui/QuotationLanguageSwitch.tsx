import { LanguageName } from '@/components/layout/LanguageName';
import * as languageChoice from '@/features/quotation/content/language-choice';
import { htmlLang, locales } from '@/lib/i18n/locales';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';
import { focusRing } from '@/components/admin/styles';

/**
 * The other languages the quotation reads in, each named in its own script: a plain form post
 * to /api/quotations/{token}/language (a real navigation with or without JavaScript, so the
 * page comes back whole, `<html lang>` too) whose choice is kept on the lead, so the page opens
 * in it next time and their later emails and papers speak it too.
 */
export function QuotationLanguageSwitch({ token }: { token: string }) {
  const { quotationLanguageChoice: t } = inPageLocale(languageChoice);
  const current = pageLocale();
  return (
    <form
      method="post"
      action={`/api/quotations/${encodeURIComponent(token)}/language`}
      className="flex flex-wrap items-center justify-end gap-2 text-sm print:hidden"
    >
      <span className="text-slate-700">{t.label}:</span>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          // A name drawn as a picture (LanguageName) takes no text underline: a border in its place.
          <button
            key={locale}
            type="submit"
            name="language"
            value={locale}
            lang={htmlLang[locale]}
            className={`min-h-11 rounded-md px-3 font-semibold text-brand-800 underline underline-offset-2 hover:bg-white [&>svg]:border-b ${focusRing}`}
          >
            <LanguageName locale={locale} pageLocale={current} />
          </button>
        ))}
    </form>
  );
}
