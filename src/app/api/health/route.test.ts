import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/env';
import { closeDb } from '@/server/db';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { GET } from './route';

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
});

describe('GET /api/health with an unreachable store', () => {
  afterEach(async () => {
    delete process.env.DATABASE_URL;
    resetEnvCache();
    await closeDb();
  });

  it('answers 503', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    resetEnvCache();
    await closeDb();
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'postgres' });
  });
});
