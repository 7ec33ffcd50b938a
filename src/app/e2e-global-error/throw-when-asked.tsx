import { cookies } from 'next/headers';

/** The cookie tests/e2e/errors.spec.ts sets to make the probe pages throw. */
const THROW_COOKIE = 'e2e-throw';

/**
 * The error probes' one body: throws while the test's cookie is set, renders once it is gone,
 * so the test can show that "Try again" really fetches the page again. Reading the cookie also
 * keeps the probe from being prerendered (a throw at build time would fail the build).
 */
export async function throwWhenAsked(area: string) {
  if ((await cookies()).has(THROW_COOKIE)) throw new Error(`Forced ${area} error (e2e probe)`);
  return <p data-testid="e2e-probe">{area} probe rendered</p>;
}
