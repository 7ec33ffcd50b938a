import 'server-only';

export type LeadKind = 'booking' | 'contact' | 'quote' | 'subscriber';

/**
 * Called once for each newly stored lead (not for idempotent replays), after the insert has
 * committed. It must never throw into the visitor's request nor make it wait.
 */
export function afterLeadStored(kind: LeadKind, lead: { id: string; reference: string }): void {
  void kind;
  void lead;
}
