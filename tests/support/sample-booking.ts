import { todayInIndia } from '@/lib/dates';

/** A move an estimate is made for: 2 BHK, Mumbai → Pune, third floor at pick-up. */
export const sampleEstimateInputs = { size: '2bhk', from: 'mumbai', to: 'pune', floorFrom: 3 };

/** A booking as the JSON API takes it, moving today; a test adds or changes what it checks. */
export function sampleBooking<Extra extends object = object>(extra?: Extra) {
  return {
    name: 'Meera Das',
    email: 'meera@example.in',
    phone: '+91 98610 45678',
    service: 'household-shifting',
    date: todayInIndia(),
    ...extra,
  } as const satisfies Record<string, unknown>;
}
