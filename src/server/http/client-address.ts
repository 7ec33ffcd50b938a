import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '../../../scripts/server/client-address-header.mjs';

/**
 * The client's address as scripts/server/server.mjs worked it out (socket, or with TRUST_PROXY
 * the hop our proxy added). A client cannot set it: the server overwrites the header on every
 * request. Under `next dev` there is no such server and every client is "unknown".
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
