import { htmlLang, type Locale } from './locales';

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a counted text in `locale`'s plural rule (CLDR, through Intl.PluralRules): Hindi
 * takes its "one" form for 0 and 1, Odia and English for 1 only. `other` is required; a form a
 * language does not use may be left out.
 */
export function plural(
  locale: Locale,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(htmlLang[locale]);
    rules.set(locale, rule);
  }
  return forms[rule.select(count)] ?? forms.other;
}
