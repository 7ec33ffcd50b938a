/**
 * A fresh Idempotency-Key for one submit attempt. crypto.randomUUID exists only on HTTPS and
 * localhost; getRandomValues works on plain HTTP too.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
