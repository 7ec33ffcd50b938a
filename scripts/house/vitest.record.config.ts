import { defineConfig } from 'vitest/config';
import base from '../../vitest.config';

/** Runs only the API answer recorder (scripts/house/api-answers.record.ts). */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['scripts/house/api-answers.record.ts'] },
});
