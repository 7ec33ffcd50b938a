import 'server-only';

/**
 * The account the shared staff password (ADMIN_PASSWORD, or the one generated at first
 * start) belongs to: an owner with no email, whom `{password}` alone signs in. Migration
 * 008 keeps a copy of this id.
 */
export const PRIMARY_OWNER_ID = '00000000-0000-4000-8000-000000000001';
export const PRIMARY_OWNER_NAME = 'Owner';
