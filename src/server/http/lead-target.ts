import 'server-only';
import type { LeadType } from '@/lib/lead-kinds';
import { leadIdSchema, leadTypeSchema } from '@/lib/schemas/admin';

export interface LeadRouteContext {
  params: Promise<{ type: string; id: string }>;
}

/** The lead a path names; an unknown type or a malformed id is simply not found. */
export async function leadTarget(
  context: LeadRouteContext,
): Promise<{ type: LeadType; id: string } | undefined> {
  const { type, id } = await context.params;
  const parsedType = leadTypeSchema.safeParse(type);
  const parsedId = leadIdSchema.safeParse(id);
  return parsedType.success && parsedId.success
    ? { type: parsedType.data, id: parsedId.data }
    : undefined;
}
