import { postSignature } from '@/features/move-day/server';
import { apiRoute } from '@/server/http/methods';

/** The customer's signature on the crew's phone (src/features/move-day/server/capture-routes.ts). */
const handlePost = postSignature;

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: handlePost });
