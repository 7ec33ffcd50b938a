import { afterEach, beforeEach } from 'vitest';
import { closeDb } from '@/server/db';
import { CLIENT_ADDRESS_HEADER } from '../../src/server/http/client-address-header.mjs';
import { createTestStore, type TestStore } from './test-engines';

/**
 * Test support: before each test, the app's own getDb() opens a fresh store of the given
 * engine (through DATABASE_URL / DATA_DIR, as in production); after it, the store is dropped.
 */
export function useAppStore(engine: 'sqlite' | 'postgres') {
  const current: { store?: TestStore } = {};
  beforeEach(async () => {
    current.store = await createTestStore(engine);
    process.env.DATABASE_URL = current.store.databaseUrl ?? '';
    process.env.DATA_DIR = current.store.dataDir ?? '';
    await closeDb();
  });
  afterEach(async () => {
    await closeDb();
    await current.store?.drop();
    delete process.env.DATABASE_URL;
    delete process.env.DATA_DIR;
  });
  return {
    get db() {
      if (!current.store) throw new Error('store not ready');
      return current.store.handle.db;
    },
  };
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
