/** Messages of the JSON API under /api/admin (scripts read them, people may too). */
export const adminApiMessages = {
  unauthorized: 'Sign in first: this needs a staff session.',
  wrongPassword: 'That email and password do not match an account.',
  forbidden: 'Only the owner may do this.',
  gone: 'This invite or reset link has been used already or has expired.',
  locked: 'Too many wrong passwords from this address. Try again later.',
  crossOrigin: 'This request came from another site and was refused.',
  searchLimited: 'Too many searches from this account just now. Wait a few seconds and try again.',
  searchTooSlow: 'That search took too long and was stopped. Try a longer or more exact search.',
  exportSameOrigin:
    'Export from the dashboard’s Export CSV button, or send this request as a POST (scripts).',
  unknownType: 'Use type=bookings, quotes, contacts or subscribers.',
  invalidQuery: 'Some query parameters are not valid.',
  invalidBody: 'Some fields need attention.',
  badIdempotencyKey: 'Use 1–200 letters, digits, dots, colons, hyphens or underscores.',
  idempotencyMismatch:
    'This Idempotency-Key was already used with a different request body. Use a new key for a new lead.',
  notFound: 'No such lead.',
  unavailable: 'The lead store cannot be reached just now. Please try again.',
} as const;
