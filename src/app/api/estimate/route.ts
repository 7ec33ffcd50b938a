import { handleEstimateGet } from '@/server/estimate/estimate-endpoint';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleEstimateGet(request);
}
