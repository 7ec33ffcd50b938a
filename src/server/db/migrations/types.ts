import type { Kysely } from 'kysely';
import type { Engine } from '../engine';

/** A schema change, written in SQL both engines accept, applied once in name order. */
export interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}
