import 'server-only';
import type { JobSheet, JobSheetData } from '@/features/move-day/job-sheet';
import { parseEstimateSnapshot } from '@/features/estimate';
import { catalogueItem } from '@/features/survey';
import { findMovePlan } from '@/features/move-day/server/data/move-plans';
import {
  leadFor,
  need,
  NotSignedInError,
  pageReader,
  type StaffMember,
} from '@/features/people/server';
import { adminSurvey } from '@/features/survey/server';
import { adminPayments } from '@/features/payments/server';
import { signedInStaff } from '@/features/people/server';

/** A booking's job sheet: the customer, where, when, the plan, the load and what to collect. */
export async function adminJobSheet(
  member: StaffMember,
  id: string,
): Promise<JobSheet | undefined> {
  const { db } = await need(member, 'leads.read');
  const lead = await leadFor(member, db, 'booking', id);
  if (!lead) return undefined;
  const [plan, survey, payments] = await Promise.all([
    findMovePlan(db, id),
    adminSurvey(member, 'booking', id),
    adminPayments(member, 'booking', id),
  ]);
  const inputs = parseEstimateSnapshot(lead.estimate)?.inputs;
  const rooms = (survey?.rooms ?? [])
    .map((room) => ({
      name: room.name,
      lines: room.items
        .filter((line) => line.qty > 0)
        .map((line) => ({ name: catalogueItem(line.itemId)?.name ?? line.itemId, qty: line.qty })),
    }))
    .filter((room) => room.lines.length > 0);
  const items = rooms.reduce((sum, room) => sum + room.lines.reduce((n, l) => n + l.qty, 0), 0);
  return {
    id: lead.id,
    reference: lead.reference,
    name: lead.name,
    phone: lead.phone,
    service: lead.service,
    moveDate: lead.moveDate,
    pickup: {
      city: lead.pickupCity,
      area: lead.pickupArea,
      address: lead.pickupAddress,
      floor: inputs ? { floor: inputs.floorFrom, lift: inputs.liftFrom } : null,
    },
    drop: {
      city: lead.dropCity,
      area: lead.dropArea,
      address: lead.dropAddress,
      floor: inputs ? { floor: inputs.floorTo, lift: inputs.liftTo } : null,
    },
    plan,
    load: rooms.length > 0 ? { rooms, items, cft: Math.round(survey?.totalCft ?? 0) } : null,
    balancePaise: payments?.balancePaise ?? null,
    message: lead.message,
  };
}

export async function loadJobSheet(id: string): Promise<JobSheetData> {
  try {
    const sheet = await adminJobSheet(pageReader(await signedInStaff()), id);
    return sheet ? { state: 'ready', sheet } : { state: 'not-found' };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    console.error('[admin] the job sheet cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}
