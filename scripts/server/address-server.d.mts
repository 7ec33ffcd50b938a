import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { ConnectionLimits } from './connection-limits.mjs';

export const CLIENT_ADDRESS_HEADER: 'x-client-address';
export function trustProxyFrom(env?: Record<string, string | undefined>): boolean;
export function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string;
export function withClientAddress(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { trustProxy: boolean },
): RequestListener;
export function createAddressServer(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { trustProxy: boolean; connections?: ConnectionLimits },
): Server;
