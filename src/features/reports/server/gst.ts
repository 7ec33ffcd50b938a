import 'server-only';
import type { LeadKind } from '@/features/leads';
import { addDays, periodRange } from '@/features/reports/period';
import { findLead } from '@/features/leads/server';
import { need, type StaffMember } from '@/features/people/server';
import { amountOwedPaise } from '@/features/documents/server';
import { gstMonth, type GstMonth } from '../gst';
import { movesWithTotals, taxedDocuments } from './data/gst';

/** The first and last India day of YYYY-MM. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/** The GSTR-1 tables of an India month (`reports.read`). */
export async function loadGstMonth(member: StaffMember, month: string): Promise<GstMonth> {
  const { db } = await need(member, 'reports.read');
  return gstMonth(await taxedDocuments(db, periodRange(monthDays(month))));
}

export interface BalanceToCollect {
  leadKind: LeadKind;
  leadId: string;
  reference: string;
  name: string;
  moveDate: string | null;
  totalPaise: number;
  paidPaise: number;
  balancePaise: number;
}

/**
 * Moves that still owe us money, oldest move first (no date: last): the amount owed (the
 * accepted total, or a live reverse-charge invoice's payable) less what was paid. Cancelled
 * moves are left out: what they owe is a conversation, not a balance.
 */
export async function loadBalances(member: StaffMember): Promise<BalanceToCollect[]> {
  const { db } = await need(member, 'reports.read');
  const moves = await movesWithTotals(db);
  const rows = await Promise.all(
    moves.map(async (move): Promise<BalanceToCollect | undefined> => {
      const lead = await findLead(db, move.leadKind, move.leadId);
      if (!lead || lead.status === 'cancelled') return undefined;
      const total = (await amountOwedPaise(db, move.leadKind, move.leadId)) ?? move.acceptedPaise;
      const balance = total - move.paidPaise;
      if (balance <= 0) return undefined;
      const moveDate =
        'moveDate' in lead && typeof lead.moveDate === 'string' ? lead.moveDate : null;
      return {
        leadKind: move.leadKind,
        leadId: move.leadId,
        reference: lead.reference,
        name: 'name' in lead && typeof lead.name === 'string' ? lead.name : '',
        moveDate,
        totalPaise: total,
        paidPaise: move.paidPaise,
        balancePaise: balance,
      };
    }),
  );
  return rows
    .filter((row): row is BalanceToCollect => row !== undefined)
    .sort(
      (a, b) =>
        (a.moveDate ?? '9999').localeCompare(b.moveDate ?? '9999') ||
        a.reference.localeCompare(b.reference),
    );
}
