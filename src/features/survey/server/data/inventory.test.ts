import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '../../../../../tests/support/fake-leads';
import { createTestStore, testEngines, type TestStore } from '../../../../../tests/support/test-engines';
import { writeTransaction } from '@/server/db/write-transaction';
import { deleteLead } from '@/features/leads/server/data/lead-records';
import { findInventory, listInventoryChanges, saveInventory } from './inventory';

const livingRoom = (sofas: number) => ({
  name: 'Living room',
  items: [
    { itemId: 'sofa-3-seat', qty: sofas },
    { itemId: 'tv-43', qty: 1 },
  ],
});

describe.each(testEngines)('inventory repository on %s', (engine) => {
  let store: TestStore;
  const lead = fakeLead('booking', 3);
  beforeEach(async () => {
    store = await createTestStore(engine);
    await insertFakeLeads(store.handle.db, 'booking', [lead]);
  });
  afterEach(async () => {
    await store.drop();
  });
  const save = (rooms: ReturnType<typeof livingRoom>[], actor: string, actorName: string | null) =>
    writeTransaction(store.handle, (trx) =>
      saveInventory(trx, engine, { leadKind: 'booking', leadId: lead.id, rooms, actor, actorName }),
    );

  it('stores one inventory per lead, replaces it on the next save, and keeps who changed what', async () => {
    expect(await findInventory(store.handle.db, 'booking', lead.id)).toBeUndefined();
    await save([livingRoom(1)], 'user-1', 'Asha');
    await save([livingRoom(2)], 'customer', null);

    const stored = await findInventory(store.handle.db, 'booking', lead.id);
    expect(stored).toMatchObject({
      rooms: [livingRoom(2)],
      updatedBy: 'customer',
      updatedByName: null,
    });
    const history = await listInventoryChanges(store.handle.db, 'booking', lead.id);
    expect(history.map((h) => [h.actor, h.actorName, h.changes])).toEqual([
      [
        'customer',
        null,
        [{ op: 'qty', room: 'Living room', itemId: 'sofa-3-seat', from: 1, to: 2 }],
      ],
      [
        'user-1',
        'Asha',
        [
          { op: 'room-added', room: 'Living room' },
          { op: 'added', room: 'Living room', itemId: 'sofa-3-seat', qty: 1 },
          { op: 'added', room: 'Living room', itemId: 'tv-43', qty: 1 },
        ],
      ],
    ]);
  });

  it('a save that changes nothing writes no history and keeps who saved last', async () => {
    await save([livingRoom(1)], 'user-1', 'Asha');
    await save([livingRoom(1)], 'customer', null);
    expect(await listInventoryChanges(store.handle.db, 'booking', lead.id)).toHaveLength(1);
    expect(await findInventory(store.handle.db, 'booking', lead.id)).toMatchObject({
      updatedBy: 'user-1',
    });
  });

  it('a save that fails in its transaction leaves the inventory and its history as they were', async () => {
    await save([livingRoom(1)], 'user-1', 'Asha');
    await expect(
      writeTransaction(store.handle, async (trx) => {
        await saveInventory(trx, engine, {
          leadKind: 'booking',
          leadId: lead.id,
          rooms: [livingRoom(5)],
          actor: 'user-1',
          actorName: 'Asha',
        });
        throw new Error('the rest of the request failed');
      }),
    ).rejects.toThrow('the rest');
    expect((await findInventory(store.handle.db, 'booking', lead.id))?.rooms).toEqual([
      livingRoom(1),
    ]);
    expect(await listInventoryChanges(store.handle.db, 'booking', lead.id)).toHaveLength(1);
  });

  it('erasing the lead erases its survey and history', async () => {
    await save([livingRoom(1)], 'user-1', 'Asha');
    await deleteLead(store.handle.db, 'booking', lead.id);
    expect(await findInventory(store.handle.db, 'booking', lead.id)).toBeUndefined();
    expect(await listInventoryChanges(store.handle.db, 'booking', lead.id)).toEqual([]);
  });
});
