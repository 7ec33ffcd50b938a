import { expect } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { financialYear } from '@/features/documents/numbering';
import { adminRequest } from './admin-requests';
import { documentMove } from './document-move';
import type { useAppStore } from './test-app';
import * as documentsRoute from '@/app/api/admin/leads/[type]/[id]/documents/route';

export const year = () => financialYear(todayInIndia());

/**
 * The documents' API tests: the booked move of `documentMove` in the given store, with the
 * lead's list of documents and a payment that must be recorded.
 */
export function documentSteps(app: ReturnType<typeof useAppStore>) {
  async function setUp(pickupCity = 'Bhubaneswar') {
    const move = await documentMove(app.db, { pickupCity });
    const list = async () =>
      (
        await (
          await documentsRoute.GET(
            adminRequest(`${move.base}/documents`, { cookie: move.staff.token }),
            move.ctx,
          )
        ).json()
      ).items as { id: string; kind: string; number: string }[];
    const pay = async (amountPaise: number) => {
      const answer = await move.pay(amountPaise);
      expect(answer.status).toBe(201);
      return (await answer.json()) as { id: string };
    };
    return { ...move, list, pay };
  }

  return { setUp };
}
