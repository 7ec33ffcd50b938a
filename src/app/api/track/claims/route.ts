import { postTrackClaim } from '@/features/claims/server';
import { apiRoute } from '@/server/http/methods';

export const dynamic = 'force-dynamic';

/**
 * The customer's damage claim from /track (issue 48 point 4): JSON, or the form as
 * multipart/form-data with its photos; src/features/claims/server/claim-route.ts says how it
 * answers.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: postTrackClaim });
