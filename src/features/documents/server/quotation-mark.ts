import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { VerifyMark } from '../verify';
import { quotationVersionCode, setQuotationVersionCode } from './data/verification';
import { newVerifyMark, verifyMarkOf } from './verify-code';

/**
 * The QR code and /verify link a quotation version's PDF prints: given when its PDF is first
 * drawn (versions made before migration 026 too), the same on every later download. Of two
 * first downloads at once, the code written first is the one both print.
 */
export async function quotationVerifyMark(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
): Promise<VerifyMark> {
  const known = await quotationVersionCode(db, quotationId, version);
  if (known) return verifyMarkOf(known);
  await setQuotationVersionCode(db, quotationId, version, newVerifyMark().code);
  const code = await quotationVersionCode(db, quotationId, version);
  if (!code) throw new Error(`quotation ${quotationId} v${version} has no version row`);
  return verifyMarkOf(code);
}
