import { describe, expect, it, vi } from 'vitest';
import { PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { adminRequest } from '@tests/support/admin-requests';
import { documentMove } from '@tests/support/document-move';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { fileClaimAction } from './track-claim';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe.each(testEngines)('the /track claim form on %s', (engine) => {
  const app = useAppStore(engine);

  it('files a claim from typed rupees; a missing item or description is marked, the values kept', async () => {
    const move = await documentMove(app.db);
    const owner = await makeUser(app.db, 'owner');
    await patchLead(
      adminRequest(move.base, { method: 'PATCH', cookie: owner.token, body: { status: 'done' } }),
      move.ctx,
    );
    const base = { reference: move.lead.reference, contact: '+91 98610 45678' };
    const refused = await fileClaimAction({}, form({ ...base, description: '', 'label-0': 'TV' }));
    expect(refused.fieldErrors).toHaveProperty('description');
    expect(refused.fieldErrors).toHaveProperty('items');
    expect(refused.values).toMatchObject({ 'label-0': 'TV' });
    const sent = await fileClaimAction(
      {},
      form({
        ...base,
        description: 'The TV screen cracked in transit.',
        'label-0': 'TV 43 inch (pkg 2)',
        'damage-0': 'Screen cracked',
        'amount-0': '18,500',
      }),
    );
    expect(sent).toMatchObject({ ok: true, message: expect.stringMatching(/^Claim CL\//) });
    const [claim] = await app.db.selectFrom('claims').select(['askedPaise', 'items']).execute();
    expect(Number(claim!.askedPaise)).toBe(1_850_000);
  });
});
