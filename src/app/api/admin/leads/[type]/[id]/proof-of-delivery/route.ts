import { getProofOfDelivery } from '@/features/move-day/server';
import { apiRoute } from '@/server/http/methods';

/** The move's proof of delivery for its crew (src/features/move-day/server/proof.ts). */
const handleGet = getProofOfDelivery;

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
