import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export const LOADER: string;
export function createHtmlRewriter(): { push(piece: string): string; end(): string };
export function isPageLoad(req: IncomingMessage): boolean;
export function withHeldScripts(handler: Handler): Handler;
