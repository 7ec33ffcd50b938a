import type { Server } from 'node:http';

export interface ConnectionLimits {
  maxConnections?: number;
  maxPerAddress?: number;
  firstRequestTimeout?: number;
}
export const MAX_CONNECTIONS_PER_ADDRESS: number;
export const FIRST_REQUEST_TIMEOUT: number;
export function defaultMaxConnections(limits?: string): number;
export function limitConnections(server: Server, limits?: ConnectionLimits): { open(): number };
