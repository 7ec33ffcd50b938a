import { afterAll } from 'vitest';
import { drainPool } from './postgres-store-pool';

// Each test file drops the PostgreSQL databases its stores were reused in.
afterAll(drainPool);
