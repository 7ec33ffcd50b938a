import 'server-only';
import * as documentContent from '@/features/documents/content';
import * as paymentContent from '@/features/payments/content';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import * as quotationRules from '@/features/quotation/content/quotation-rules';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/page-locale';

/**
 * The words of a paper in the customer's language beside English (issue 49): every text of
 * `english` becomes "English / translation" (a function's result too), and stays English alone
 * where the translation is the same or has not landed. English stays first: it is what staff,
 * banks and the courts read, and the translation is there for the family who signs.
 */
export function bilingual<T>(english: T, local: unknown): T {
  if (typeof english === 'string')
    return (
      typeof local === 'string' && local && local !== english ? `${english} / ${local}` : english
    ) as T;
  if (typeof english === 'function')
    return ((...args: unknown[]) =>
      bilingual(
        (english as (...a: unknown[]) => unknown)(...args),
        typeof local === 'function' ? (local as (...a: unknown[]) => unknown)(...args) : undefined,
      )) as T;
  if (Array.isArray(english))
    return english.map((item, i) =>
      bilingual(item, Array.isArray(local) ? local[i] : undefined),
    ) as T;
  if (english && typeof english === 'object') {
    const other = (local && typeof local === 'object' ? local : {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, bilingual(value, other[key])]),
    ) as T;
  }
  return english;
}

/**
 * The words the customer's papers print (quotation, money receipt, packing list) in `locale`
 * beside English; English alone for an English lead.
 */
export function paperWords(locale: Locale) {
  const both = <M extends object>(english: M): M =>
    locale === 'en' ? english : bilingual(english, inLocale(english, locale));
  const documents = both(documentContent);
  const rules = inLocale(quotationRules, locale);
  return {
    documentTexts: documents.documentTexts,
    documentTitles: documents.documentTitles,
    quotationPage: both(quotationPage).customerQuotationPage,
    paymentModes: both(paymentContent).paymentTexts.modes,
    // Each term in English, then the customer's language under it (the English one binds).
    quotationTerms: quotationRules.quotationTerms.map((term, i) =>
      locale === 'en' || !rules.quotationTerms[i] || rules.quotationTerms[i] === term
        ? term
        : `${term}\n${rules.quotationTerms[i]}`,
    ),
  };
}

/**
 * The tax invoice, credit note and lorry receipt keep English words (a GST invoice is read by
 * the accounts department and the tax officer, a lorry receipt by transporters and check posts
 * across states: English is the one language they all read, docs/documents.md); only their
 * title is bilingual, so the family knows which paper it holds.
 */
export function bilingualTitle(
  kind: keyof typeof documentContent.documentTitles,
  locale: Locale,
): string {
  const english = documentContent.documentTitles[kind];
  return locale === 'en'
    ? english
    : bilingual(english, inLocale(documentContent, locale).documentTitles[kind]);
}
