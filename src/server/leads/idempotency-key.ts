import 'server-only';

const KEY_PATTERN = /^[\w.:-]{1,200}$/;

/** 1–200 letters, digits, dots, colons, hyphens or underscores (README, API). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}
