import { throwWhenAsked } from './throw-when-asked';

// Only in the browser tests' build (next.config.ts: `.e2e.tsx` pages): tests/e2e/errors.spec.ts.
// Outside both route groups, so no error.tsx catches it and global-error.tsx draws the page.
export default async function GlobalErrorProbe() {
  return throwWhenAsked('global');
}
