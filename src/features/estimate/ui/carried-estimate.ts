import { bookingServiceSlugs } from '@/features/leads/content/booking';
import { cityBySlug } from '@/content/cities';
import { computeEstimate, type EstimateInput } from '@/features/estimate/compute-estimate';
import {
  bookingServiceOf,
  estimateQueryString,
  estimateValidUntil,
} from '@/features/estimate/estimate-query';
import { estimateQueryOf, estimateSchema } from '@/features/estimate/schema';

export type Query = Record<string, string | string[] | undefined>;

/**
 * The estimate a link from /estimate carries to /booking or /quote ("Book at this price",
 * "Email me this quote"), read on the server: its inputs as a query string for the form's
 * hidden field, and the figures to show. Undefined when the query names no estimate or one
 * the schema refuses (an old link whose date has passed): the form then simply has none.
 */
export function carriedEstimateOf(query: Query) {
  const raw = estimateQueryOf(query);
  if (raw.size === undefined) return undefined;
  const parsed = estimateSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const inputs: EstimateInput = parsed.data;
  return {
    inputs,
    query: estimateQueryString(inputs),
    result: computeEstimate(inputs),
    validUntil: estimateValidUntil(),
  };
}

export type CarriedEstimate = NonNullable<ReturnType<typeof carriedEstimateOf>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const cityName = (slug?: string) => (slug ? (cityBySlug(slug)?.name ?? '') : '');

/**
 * /booking's starting values: ?service=… (a known slug) and, with an estimate, its move: the
 * date and the pickup and drop cities by name.
 */
export function bookingPrefillOf(query: Query, estimate: CarriedEstimate | undefined) {
  const named = first(query.service) ?? '';
  const known = (bookingServiceSlugs as readonly string[]).includes(named);
  const service = known ? named : estimate ? bookingServiceOf(estimate.inputs) : '';
  return {
    service,
    date: estimate?.inputs.date ?? '',
    pickupCity: cityName(estimate?.inputs.from),
    dropCity: cityName(estimate?.inputs.to),
  };
}

/** The quotation form's starting values from an estimate: date, and the cities by name. */
export function quoteFormPrefillOf(estimate: CarriedEstimate) {
  const { inputs } = estimate;
  return {
    moveDate: inputs.date ?? '',
    origin: cityName(inputs.from),
    destination: cityName(inputs.to),
    moveType: inputs.size === 'office' ? 'commercial' : 'residential',
  };
}
