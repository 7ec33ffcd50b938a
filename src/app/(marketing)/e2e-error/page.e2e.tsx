import { throwWhenAsked } from '@/app/e2e-global-error/throw-when-asked';

// Only in the browser tests' build (next.config.ts: `.e2e.tsx` pages): tests/e2e/errors.spec.ts.
export default async function PublicErrorProbe() {
  return throwWhenAsked('public');
}
