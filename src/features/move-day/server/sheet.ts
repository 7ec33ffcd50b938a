import 'server-only';
import { parseEstimateSnapshot } from '@/features/estimate';
import { catalogueItem } from '@/features/survey';
import { slotLabel, vehicleName } from '@/features/move-day/plan';
import { ForbiddenError, NotSignedInError, type StaffMember } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';
import { findInventory } from '@/features/survey/server';
import { findMovePlan } from '@/features/move-day/server/data/move-plans';
import { paymentsOf } from '@/features/payments/server';
import { siteUrl } from '@/env';
import { formatLongDate } from '@/lib/format-date';
import { trackHref } from '@/features/tracking/content';
import * as whatsappContent from '../content/milestone-whatsapp';
import { inLocale } from '@/lib/i18n/page-locale';
import { localHref } from '@/lib/i18n/localized-paths';
import type { Locale } from '@/lib/i18n/locales';
import { EMAILED_MILESTONES, nextMilestone, type Milestone } from '../milestones';
import type { CrewSheet, CrewSheetData, MyMovesData, SheetPlace } from '../views';
import { moveAccess } from './access';
import { listMyMoves } from './crew-moves';
import { milestonesOf } from './repository';
import { countCaptures } from './captures';

const placeOf = (
  address: string | null,
  area: string | null,
  city: string | null,
  floor: { floor: number; lift: boolean } | null,
): SheetPlace => {
  const line = [address, area, city].filter(Boolean).join(', ');
  return { line: line || null, floor };
};

/**
 * One move as its crew sees it on the phone: the customer and how to reach them, where and
 * when, the truck and crew, the survey (fragile things marked), the balance to collect (never
 * the prices), and the steps so far with the next one.
 */
export async function crewSheet(member: StaffMember, id: string): Promise<CrewSheet | undefined> {
  const access = await moveAccess(member, id);
  if (!access) return undefined;
  const { db } = access.context;
  const lead = access.lead;
  const [plan, survey, money, milestones, photoCount, signatureCount] = await Promise.all([
    findMovePlan(db, id),
    findInventory(db, 'booking', id),
    paymentsOf(db, 'booking', id),
    milestonesOf(db, id),
    countCaptures(db, 'movePhotos', id),
    countCaptures(db, 'moveSignatures', id),
  ]);
  const inputs = parseEstimateSnapshot(lead.estimate)?.inputs;
  const rooms = (survey?.rooms ?? [])
    .map((room) => ({
      name: room.name,
      lines: room.items
        .filter((line) => line.qty > 0)
        .map((line) => {
          const item = catalogueItem(line.itemId);
          return {
            itemId: line.itemId,
            name: item?.name ?? line.itemId,
            qty: line.qty,
            fragile: Boolean(item?.fragile),
          };
        }),
    }))
    .filter((room) => room.lines.length > 0);
  return {
    id: lead.id,
    reference: lead.reference,
    name: lead.name,
    phone: lead.phone,
    moveDate: lead.moveDate,
    slot: slotLabel(plan.slot),
    vehicle: vehicleName(plan.vehicle),
    crewNames: plan.crew.names,
    driver: plan.driver,
    crewNotes: plan.crewNotes,
    message: lead.message,
    pickup: placeOf(
      lead.pickupAddress,
      lead.pickupArea,
      lead.pickupCity,
      inputs ? { floor: inputs.floorFrom, lift: inputs.liftFrom } : null,
    ),
    drop: placeOf(
      lead.dropAddress,
      lead.dropArea,
      lead.dropCity,
      inputs ? { floor: inputs.floorTo, lift: inputs.liftTo } : null,
    ),
    rooms,
    balancePaise: money.balancePaise,
    paidPaise: money.paidPaise,
    milestones,
    next: nextMilestone(milestones),
    whatsappUpdates: whatsappUpdatesOf(lead, milestones),
    proofUrl: milestones.some((step) => step.kind === 'delivered')
      ? `/api/admin/leads/bookings/${lead.id}/proof-of-delivery`
      : null,
    photoCount,
    signatureCount,
  };
}

/**
 * The click-to-chat links of the steps that tell the customer (loaded, delivered), in the
 * lead's language with the tracking page in it too (issue 49).
 */
function whatsappUpdatesOf(
  lead: { phone: string; reference: string; language: Locale | null },
  milestones: readonly Milestone[],
): CrewSheet['whatsappUpdates'] {
  const digits = lead.phone.replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits;
  const locale = lead.language ?? 'en';
  const { milestoneWhatsappTexts: say } = inLocale(whatsappContent, locale);
  const track = `${siteUrl().replace(/\/+$/, '')}${localHref(trackHref(lead.reference), locale)}`;
  const text = (step: Milestone) =>
    step.kind === 'loaded'
      ? say.loaded(
          lead.reference,
          step.expectedDeliveryOn ? formatLongDate(step.expectedDeliveryOn) : null,
          track,
        )
      : say.delivered(lead.reference, track);
  return milestones
    .filter((step) => EMAILED_MILESTONES.includes(step.kind))
    .map((step) => ({
      kind: step.kind,
      href: `https://wa.me/${number}?text=${encodeURIComponent(text(step))}`,
    }));
}

/** The job sheet page's data (/admin/moves/{id}). */
export async function loadCrewSheet(id: string): Promise<CrewSheetData> {
  try {
    const sheet = await crewSheet(await signedInStaff(), id);
    return sheet ? { state: 'ready', sheet } : { state: 'not-found' };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    if (error instanceof ForbiddenError) return { state: 'forbidden' };
    console.error('[move-day] the crew sheet cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}

/** The crew's list page's data (/admin/moves). */
export async function loadMyMoves(): Promise<MyMovesData> {
  try {
    return { state: 'ready', moves: await listMyMoves(await signedInStaff()) };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    if (error instanceof ForbiddenError) return { state: 'forbidden' };
    console.error('[move-day] the crew list cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}
