import 'server-only';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  addressSecret,
  verifiedAddress,
} from './client-address-header.mjs';

/**
 * The client's address as scripts/server/server.mjs worked it out (socket, or with TRUST_PROXY
 * the hop our proxy added), once, when the connection arrived. The server overwrites the header
 * on every request and signs it with a secret of its process, so neither a client nor Next's
 * internal forwarding of a server action can replace it: an unsigned or wrongly signed value is
 * "unknown" (one shared, strict bucket). Without that server (next dev, unit tests that call a
 * handler directly) there is no secret and the header is taken as given.
 */
export function clientAddress(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER);
  if (!addressSecret()) return address ?? 'unknown';
  return verifiedAddress(address, headers.get(CLIENT_ADDRESS_SIGNATURE_HEADER)) ?? 'unknown';
}
