import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export const STATIC_PREFIX: string;
export function acceptsEncoding(header: string | undefined, wanted: string): boolean;
export function staticFileOf(url: string | undefined, staticDir: string): string | null;
export function withPrecompressedStatic(
  handler: Handler,
  staticDir: string,
): Handler & { warm(): Promise<void> };
