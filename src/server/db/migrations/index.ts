import { leads001 } from './001-leads';
import type { Migration } from './types';

/** Append new migrations here; never edit one that has shipped. */
export const migrations: readonly Migration[] = [leads001];
