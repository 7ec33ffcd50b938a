import { getPhotos, postPhoto } from '@/features/move-day/server';
import { apiRoute } from '@/server/http/methods';

/** The crew's photos of a move (src/features/move-day/server/capture-routes.ts). */
const handleGet = getPhotos;
const handlePost = postPhoto;

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
