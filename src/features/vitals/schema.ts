import { z } from '@/lib/zod';
import { vitalsApiMessages as m } from '@/features/vitals/content';
import { VITAL_MAX, VITAL_METRICS } from '@/features/vitals/metrics';
import { cleanString } from '@/lib/schemas/fields';

/** The body of POST /api/vitals: one metric of one page view, as web-vitals measured it. */
export const vitalSchema = z
  .object({
    route: cleanString(m.routeRequired).min(1, m.routeRequired).max(200, m.routeUnknown),
    metric: z.enum(VITAL_METRICS, { error: m.metricInvalid }),
    value: z.number({ error: m.valueInvalid }).min(0, m.valueInvalid),
  })
  .superRefine((vital, context) => {
    if (vital.value > VITAL_MAX[vital.metric]) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: m.valueTooLarge(vital.metric, VITAL_MAX[vital.metric]),
      });
    }
  });

export type VitalInput = z.infer<typeof vitalSchema>;
export type VitalField = keyof VitalInput;
