// Who is the client? Next passes a client's own X-Forwarded-For through untouched, so the
// address is worked out here, before Next sees the request: from the socket, or, with
// TRUST_PROXY, from the hop our own proxy appended (the last one). It is handed to the app
// in x-client-address, which this overwrites on every request, so a client cannot set it.
import http from 'node:http';
import { CLIENT_ADDRESS_HEADER } from './client-address-header.mjs';

export { CLIENT_ADDRESS_HEADER };

export function trustProxyFrom(env = process.env) {
  return ['1', 'true'].includes(
    String(env.TRUST_PROXY ?? '')
      .trim()
      .toLowerCase(),
  );
}

export function clientAddressOf(req, trustProxy) {
  if (trustProxy) {
    const hops = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Wraps a Node request handler: sets x-client-address, drops an untrusted X-Forwarded-For. */
export function withClientAddress(handler, { trustProxy }) {
  return (req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trustProxy);
    if (!trustProxy) delete req.headers['x-forwarded-for'];
    return handler(req, res);
  };
}

export function createAddressServer(handler, options) {
  return http.createServer(withClientAddress(handler, options));
}
