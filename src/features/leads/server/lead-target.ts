import 'server-only';
import type { LeadKind } from '@/features/leads/lead-types';
import { leadIdSchema, staffTypeSchema } from '@/features/leads/schemas/staff-query';

export interface LeadRouteContext {
  params: Promise<{ type: string; id: string }>;
}

/** The lead a path names (its staff type read as the kind); an unknown type or a malformed id is simply not found. */
export async function leadTarget(
  context: LeadRouteContext,
): Promise<{ kind: LeadKind; id: string } | undefined> {
  const { type, id } = await context.params;
  const kind = staffTypeSchema.safeParse(type);
  const parsedId = leadIdSchema.safeParse(id);
  return kind.success && parsedId.success ? { kind: kind.data, id: parsedId.data } : undefined;
}
