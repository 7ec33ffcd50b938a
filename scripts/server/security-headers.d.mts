import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export const CONTENT_SECURITY_POLICY: string;
export function securityHeaders(siteUrl?: string): Record<string, string>;
export function withSecurityHeaders(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  siteUrl?: string,
): RequestListener;
