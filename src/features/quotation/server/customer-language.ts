import 'server-only';
import { findLead, setLeadLanguage } from '@/features/leads/server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db';
import { findQuotationByToken } from '@/features/quotation/server/data/quotations';
import { findByToken, QUOTATION_WRITE_RULE } from './customer-access';
import { TOKEN_SHAPE } from './token';

/**
 * The language /q/{token} opens in: its lead's (issue 49). Read by the page's root layout for
 * `<html lang>`, before the page's own counted read; it answers nothing but a language (English
 * for an unknown token, which the page then counts as a miss), so it is not rate limited itself.
 */
export async function quotationLanguage(token: string): Promise<Locale> {
  if (!TOKEN_SHAPE.test(token)) return defaultLocale;
  try {
    const { db } = await getDb();
    const quotation = await findQuotationByToken(db, token);
    const lead = quotation && (await findLead(db, quotation.leadKind, quotation.leadId));
    return lead?.language ?? defaultLocale;
  } catch (error) {
    console.error('[quotation] the language of a quotation could not be read:', error);
    return defaultLocale;
  }
}

/**
 * The customer switched the language on /q/{token}: kept on the lead, so the page, their later
 * emails and papers speak it. Counted like the page's other writes; false when refused.
 */
export async function chooseQuotationLanguage(
  token: string,
  language: unknown,
  address: string,
): Promise<boolean> {
  if (!isLocale(language)) return false;
  const found = await findByToken(token, address, QUOTATION_WRITE_RULE);
  if (!found.ok) return false;
  await setLeadLanguage(found.handle.db, found.quotation.leadKind, found.lead.id, language);
  return true;
}
