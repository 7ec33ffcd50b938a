import type { MilestoneKind, PhotoStage } from '../milestones';

/** A booking's crew accounts (`crew.memberIds`, migration 022). */
interface MoveCrewTable {
  bookingId: string;
  userId: string;
}

/** One step of a move, once per move and kind. */
interface MoveMilestonesTable {
  id: string;
  bookingId: string;
  kind: MilestoneKind;
  /** When it happened, ISO time. */
  at: string;
  /** When the server stored it (a step taken offline is sent later). */
  recordedAt: string;
  actorId: string | null;
  actorName: string | null;
  note: string | null;
  /** YYYY-MM-DD, India's day; on `loaded` only. */
  expectedDeliveryOn: string | null;
  idempotencyKey: string | null;
  /** Where the phone was, when it told (migration 025): degrees, and its accuracy in metres. */
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
}

interface CrewCapture {
  id: string;
  bookingId: string;
  stage: PhotoStage;
  at: string;
  actorId: string | null;
  actorName: string | null;
  idempotencyKey: string | null;
}

/** A photo the crew took, resized and stripped of metadata; the bytes are in the row. */
interface MovePhotosTable extends CrewCapture {
  itemId: string | null;
  note: string | null;
  mime: string;
  width: number;
  height: number;
  size: number;
  bytes: Buffer;
}

/** The customer's signature: a PNG, the name they typed, the time. */
interface MoveSignaturesTable extends CrewCapture {
  name: string;
  png: Buffer;
}

/** The payment an Idempotency-Key of a crew phone made. */
interface MoveCollectionsTable {
  idempotencyKey: string;
  bookingId: string;
  paymentId: string;
}

export interface MoveDayTables {
  moveCollections: MoveCollectionsTable;
  moveCrew: MoveCrewTable;
  moveMilestones: MoveMilestonesTable;
  movePhotos: MovePhotosTable;
  moveSignatures: MoveSignaturesTable;
}
