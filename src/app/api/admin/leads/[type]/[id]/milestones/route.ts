import { postMilestone } from '@/features/move-day/server';
import { apiRoute } from '@/server/http/methods';

/** A step of the move day (src/features/move-day/server/routes.ts). */
const handlePost = postMilestone;

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
