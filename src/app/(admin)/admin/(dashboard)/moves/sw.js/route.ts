import { sheetWorkerResponse } from '@/features/move-day/server';

/** The job sheet's service worker, scoped to /admin/moves/ (src/features/move-day/server/sheet-worker.ts). */
export function GET() {
  return sheetWorkerResponse();
}
