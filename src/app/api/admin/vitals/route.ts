import { vitalsApiMessages as m, vitalsCollection } from '@/features/vitals/content';
import { adminRoute } from '@/features/people/server';
import { errorResponse } from '@/server/http/responses';
import { loadVitalsReport } from '@/features/vitals/server';
import { apiRoute } from '@/server/http/methods';

/** GET ?days=28 → {days, since, items:[{route, metric, p75, count, rating}]}. */
const handleGet = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const days = readDays(new URL(request.url).searchParams.get('days'));
    if (days === undefined) {
      const message = m.daysInvalid(vitalsCollection.maxDays);
      return errorResponse('validation', message, { days: message });
    }
    const report = await loadVitalsReport(member, days);
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
  },
  { need: 'site.vitals', changes: false },
);

function readDays(raw: string | null): number | undefined {
  if (raw === null) return vitalsCollection.defaultDays;
  if (!/^\d{1,3}$/.test(raw)) return undefined;
  const days = Number(raw);
  return days >= 1 && days <= vitalsCollection.maxDays ? days : undefined;
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
