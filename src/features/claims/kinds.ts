import type { LeadKind } from '@/features/leads';

/** A claim's statuses, in the order a claim moves through them. */
export const CLAIM_STATUSES = ['open', 'under-review', 'settled', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * Where a claim may go next, only along open → under review → settled | rejected: a claim is
 * looked at (and the customer told so) before it is decided; settled and rejected are final.
 */
export const CLAIM_NEXT: Record<ClaimStatus, readonly ClaimStatus[]> = {
  open: ['under-review'],
  'under-review': ['settled', 'rejected'],
  settled: [],
  rejected: [],
};

export interface ClaimItem {
  label: string;
  damage: string;
  amountPaise: number;
}

/** A photo of a claim's item (its bytes: GET …/claims?photo={id}, `&size=thumb`). */
export interface ClaimPhotoView {
  id: string;
  itemIndex: number;
  width: number;
  height: number;
}

/** A claim as staff and the API see it. */
export interface ClaimView {
  id: string;
  number: string;
  status: ClaimStatus;
  description: string;
  items: ClaimItem[];
  askedPaise: number;
  settledPaise: number | null;
  note: string | null;
  at: string;
  photos: ClaimPhotoView[];
}

/**
 * What the customer sees on /track: never a staff member's name. Their photos come as small
 * thumbnails drawn inside the page (data: URLs): no address of a photo to leak or guess.
 */
export type CustomerClaim = Pick<
  ClaimView,
  'number' | 'status' | 'askedPaise' | 'settledPaise' | 'note'
> & { photos: { itemIndex: number; src: string }[] };

/** A status named in a query string (the Claims list's filter), or undefined for any other. */
export function claimStatusOf(value: unknown): ClaimStatus | undefined {
  return CLAIM_STATUSES.find((status) => status === value);
}

/** A row of the staff Claims list (/admin/claims). */
export interface ClaimListRow {
  id: string;
  number: string;
  leadKind: LeadKind;
  leadId: string;
  /** The move's reference; null only if its lead was erased. */
  reference: string | null;
  status: ClaimStatus;
  askedPaise: number;
  settledPaise: number | null;
  at: string;
  photos: ClaimPhotoView[];
}
