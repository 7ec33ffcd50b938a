import 'server-only';
import { need, type StaffMember } from '@/features/people/server';
import type { ClaimListRow, ClaimStatus } from '../kinds';
import { claimList } from './data/claim-list';
import { photosOfClaims } from './data/claim-photos';

/**
 * Every claim, newest first, of one status when given. The right that reads a lead's claims
 * on its page (`leads.read`) reads them all here.
 */
export async function adminClaimList(
  member: StaffMember,
  status?: ClaimStatus,
): Promise<ClaimListRow[]> {
  const { db } = await need(member, 'leads.read');
  const rows = await claimList(db, status);
  const photos = await photosOfClaims(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    leadKind: row.leadKind,
    leadId: row.leadId,
    reference: row.reference,
    status: row.status,
    askedPaise: Number(row.askedPaise),
    settledPaise: row.settledPaise === null ? null : Number(row.settledPaise),
    at: row.createdAt,
    photos: photos
      .filter((photo) => photo.claimId === row.id)
      .map(({ id, itemIndex, width, height }) => ({
        id,
        itemIndex: Number(itemIndex),
        width: Number(width),
        height: Number(height),
      })),
  }));
}
