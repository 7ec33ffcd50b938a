import { postCollection } from '@/features/move-day/server';
import { apiRoute } from '@/server/http/methods';

/** The balance the crew collects on the day (src/features/move-day/server/routes.ts). */
const handlePost = postCollection;

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
