import 'server-only';

/**
 * The client's address as scripts/server.mjs worked it out (socket, or with TRUST_PROXY the
 * hop our proxy added). A client cannot set it: the server overwrites the header on every
 * request. Under `next dev` there is no such server and every client is "unknown".
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-client-address') ?? 'unknown';
}
