import 'server-only';
import type { AuditData, AuditLine } from '@/features/leads';
import { listAudit } from '@/features/people/server/data/audit-log';
import { ForbiddenError, need, NotSignedInError, type StaffMember } from './guard';
import { signedInStaff } from './signed-in';

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first (owner only): `{at, actor, action, target, detail}`. */
export async function adminAuditPage(
  member: StaffMember,
  page: number,
): Promise<{ items: AuditLine[]; total: number; page: number; pageSize: number }> {
  const { db } = await need(member, 'audit.read');
  const { items, total } = await listAudit(db, page, AUDIT_PAGE_SIZE);
  return {
    items: items.map((entry) => ({
      at: entry.at,
      actor: entry.actorName,
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target,
      detail: entry.detail,
    })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** What the audit page shows; staff get a refusal, a store that cannot be read says so. */
export async function loadAudit(page: number): Promise<AuditData> {
  try {
    return { state: 'ready', ...(await adminAuditPage(await signedInStaff(), page)) };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    if (error instanceof ForbiddenError) return { state: 'forbidden' };
    console.error('[admin] the audit page cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}
