import 'server-only';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { drawForStaff, listDocuments, pdfResponse } from '@/features/documents/server';
import { adminRoute, type StaffMember } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { errorResponse } from '@/server/http/responses';
import { captureErrors as e } from '../content';
import { lazyRoute } from './lazy-route';
import { moveAccess } from './access';

/**
 * A move's proof of delivery for one who may work it (`moveAccess`: a crew member only on
 * their own moves, 403 otherwise), drawn from its frozen snapshot; each download audited like
 * the office's. Undefined: no such move, or no proof yet.
 */
async function proofOfDelivery(
  member: StaffMember,
  bookingId: string,
): Promise<{ number: string; bytes: Buffer } | undefined> {
  const access = await moveAccess(member, bookingId);
  if (!access) return undefined;
  const { db, session } = access.context;
  const row = (await listDocuments(db, 'booking', bookingId)).find(
    (d) => d.kind === 'delivery-receipt',
  );
  if (!row) return undefined;
  return drawForStaff(db, session, row, access.lead.reference);
}

/** GET /api/admin/leads/bookings/{id}/proof-of-delivery[?download] → application/pdf; 404 none yet. */
export const getProofOfDelivery = lazyRoute(() =>
  adminRoute(
    async (request: Request, context: LeadRouteContext, member) => {
      const lead = await leadTarget(context);
      if (!lead || lead.kind !== 'booking') return errorResponse('not_found', m.notFound);
      const pdf = await proofOfDelivery(member, lead.id);
      if (!pdf) return errorResponse('not_found', e.noProof);
      return pdfResponse(pdf, new URL(request.url).searchParams.has('download'));
    },
    { need: 'moves.proof', changes: false },
  ),
);
