import 'server-only';
import type { Kysely } from 'kysely';
import { documentTitles } from '@/features/documents/content';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import { actorOf, type StaffMember } from '@/features/people/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import type { Database } from '@/server/db/schema';
import type { StoredDocument } from './data/documents';
import { drawDocument } from './draw';

/**
 * An issued paper drawn from its frozen snapshot for a signed-in person (the office's download,
 * the crew's proof of delivery), each download written in the audit log against the move.
 */
export async function drawForStaff(
  db: Kysely<Database>,
  session: StaffMember,
  row: StoredDocument,
  reference: string | null,
): Promise<{ number: string; bytes: Buffer }> {
  const bytes = await drawDocument(JSON.parse(row.snapshot) as DocumentSnapshot);
  await insertAudit(db, {
    ...actorOf(session),
    action: 'document-downloaded',
    target: reference,
    detail: `${documentTitles[row.kind]} ${row.number}`,
  });
  return { number: row.number, bytes };
}
