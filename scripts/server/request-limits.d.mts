import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export const ACTION_BODY_LIMIT: number;
export const STAFF_BODY_LIMIT: number;
export function bodyLimitOf(req: IncomingMessage): number | undefined;
export function isMalformedAction(req: IncomingMessage): boolean;
export function withRequestLimits(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): RequestListener;
