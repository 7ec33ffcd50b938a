import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/server/db';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { GET } from './route';

const unavailable = (database: string) => ({
  error: {
    code: 'unavailable',
    message: `The ${database} store cannot store data just now.`,
  },
});

describe.each(testEngines)('GET /api/health on %s', (engine) => {
  useAppStore(engine);

  it('answers 200 with the engine when the store answers', async () => {
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: engine === 'sqlite' ? 'sqlite' : 'postgres',
    });
  });

  it('answers 503 in the error shape when the store still reads but cannot write', async () => {
    const { db } = await getDb();
    if (engine === 'sqlite') {
      // What a read-only file does (chmod does not stop root, who runs these tests).
      await sql`pragma query_only = on`.execute(db);
    } else {
      // What a full disk or a read-only replica does: every write fails, reads still work.
      await sql`create function refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device'; end $$`.execute(db);
      await sql`create trigger refuse_write before insert or update on rate_limits
        for each row execute function refuse_write()`.execute(db);
    }
    await sql`select 1`.execute(db);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await GET(new Request('http://localhost/api/health'));
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(
        unavailable(engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'),
      );
      expect(error).toHaveBeenCalledWith(
        '[health] database write check failed:',
        expect.any(String),
      );
    } finally {
      error.mockRestore();
      if (engine === 'sqlite') await sql`pragma query_only = off`.execute(db);
    }
  });
});

describe('GET /api/health with an unreachable store', () => {
  afterEach(async () => {
    delete process.env.DATABASE_URL;
    await closeDb();
  });

  it('answers 503', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    await closeDb();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await GET(new Request('http://localhost/api/health'));
    error.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(unavailable('PostgreSQL'));
  });
});
